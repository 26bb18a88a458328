import { useQuery } from '@tanstack/react-query';
import type { AddressDto } from '@tavola/contracts';
import { useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { useAccountT } from '../account-i18n';
import { addressesQuery } from '../api/account-api';
import { AddressDialog } from './address-dialog';
import { addressLine } from './address-line';
import { DeleteAddressSheet } from './delete-address-sheet';
import { card, Spinner } from './form-parts';

type Editing = { kind: 'add' } | { kind: 'edit'; address: AddressDto };

/** SPEC §2 address management: search, add, edit, delete with confirmation. */
export default function AddressesSection() {
  useDeferredTexts();
  const t = useAccountT();
  const { t: tApp } = useTranslation();
  const { api } = useAppContext();
  const addresses = useQuery(addressesQuery(api));
  const [term, setTerm] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AddressDto | null>(null);
  const headingId = useId();
  const searchId = useId();

  if (addresses.isError)
    return <LoadError message={t('account.loadError')} onRetry={() => void addresses.refetch()} />;
  if (!addresses.data) return <Spinner label={tApp('app.loading')} />;
  const needle = term.trim().toLocaleLowerCase();
  const shown = needle
    ? addresses.data.filter((address) =>
        `${addressLine(address)} ${address.country}`.toLocaleLowerCase().includes(needle),
      )
    : addresses.data;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        {t('title.addresses')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
            {t('addresses.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
        <button
          type="button"
          className={primaryButton}
          aria-haspopup="dialog"
          onClick={() => setEditing({ kind: 'add' })}
        >
          {t('addresses.add')}
        </button>
      </div>
      {addresses.data.length === 0 ? (
        <p className={`${card} text-center text-stone-600`}>{t('addresses.empty')}</p>
      ) : shown.length === 0 ? (
        <p className={`${card} text-center text-stone-600`} role="status">
          {t('addresses.noMatch')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {shown.map((address) => (
            <li key={address.id} className={`${card} flex flex-col gap-3`}>
              <address className="not-italic">
                {/* the guest's own text, each line isolated: '10435 Berlin' keeps its order in Arabic */}
                <bdi>
                  {address.street} {address.house_number}
                </bdi>
                <br />
                <bdi>
                  {address.postal_code} {address.city}
                </bdi>
                <br />
                <bdi>{address.country}</bdi>
              </address>
              <div className="mt-auto flex gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  aria-haspopup="dialog"
                  aria-label={t('addresses.edit', { address: addressLine(address) })}
                  onClick={() => setEditing({ kind: 'edit', address })}
                >
                  {t('addresses.editShort')}
                </button>
                <button
                  type="button"
                  className={`${secondaryButton} text-red-700`}
                  aria-haspopup="dialog"
                  aria-label={t('addresses.delete', { address: addressLine(address) })}
                  onClick={() => setDeleting(address)}
                >
                  {t('addresses.deleteShort')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AddressDialog
          address={editing.kind === 'edit' ? editing.address : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteAddressSheet address={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
