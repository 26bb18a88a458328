import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressDto } from '@tavola/contracts';
import { type FormEvent, useId, useState } from 'react';
import {
  CountrySelect,
  Field,
  fieldErrorsOf,
  primaryButton,
  secondaryButton,
  TextField,
  useFormErrors,
} from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import { Sheet } from '../../../components/ui/sheet';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { useAccountT } from '../account-i18n';
import { type AddressInput, accountApi, accountKeys, addressesQuery } from '../api/account-api';
import { useFailureText } from '../hooks/use-failure-text';
import { card, Spinner } from './form-parts';

/** One line for an address, as lists and confirmations name it. */
export const addressLine = (address: AddressDto) =>
  `${address.street} ${address.house_number}, ${address.postal_code} ${address.city}`;

type Editing = { kind: 'add' } | { kind: 'edit'; address: AddressDto };

/** SPEC §2 address management: search, add, edit, delete with confirmation. */
export default function AddressesSection() {
  useDeferredTexts();
  const t = useAccountT();
  const { t: tApp } = useTranslation();
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const addresses = useQuery(addressesQuery(api));
  const [term, setTerm] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AddressDto | null>(null);
  const [busy, setBusy] = useState(false);
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

  async function remove(address: AddressDto) {
    setBusy(true);
    try {
      const answer = await accountApi.removeAddress(api, address.id);
      snackbar.show({ text: answer.message.body, tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      setDeleting(null);
    } catch (error) {
      // SPEC §8 local message: 'There was an error in deleting address'
      snackbar.error(messageOf(error, t('addresses.deleteError')));
    } finally {
      setBusy(false);
    }
  }

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
      {editing && <AddressDialog editing={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <Sheet title={t('addresses.deleteConfirm')} placement="center" onClose={() => setDeleting(null)}>
          <p className="mb-5">{t('addresses.deleteText', { address: addressLine(deleting) })}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={() => setDeleting(null)}>
              {t('addresses.cancel')}
            </button>
            <button
              type="button"
              className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
              disabled={busy}
              onClick={() => remove(deleting)}
            >
              {t('addresses.confirmDelete')}
            </button>
          </div>
        </Sheet>
      )}
    </section>
  );
}

function AddressDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const t = useAccountT();
  const { t: tApp } = useTranslation();
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const failure = useFailureText();
  const restaurant = useRestaurant();
  const start = editing.kind === 'edit' ? editing.address : undefined;
  const [fields, setFields] = useState<AddressInput>({
    street: start?.street ?? '',
    house_number: start?.house_number ?? '',
    postal_code: start?.postal_code ?? '',
    city: start?.city ?? '',
    country: start?.country ?? restaurant.address.country,
  });
  const { formRef, errors, show: setErrors, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const set = (field: keyof AddressInput) => (event: { target: { value: string } }) => {
    setFields((old) => ({ ...old, [field]: event.target.value }));
    clear(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = start
        ? await accountApi.editAddress(api, start.id, fields)
        : await accountApi.addAddress(api, fields);
      // issue 33: an address the restaurant does not deliver to is saved with a word that stays
      if (answer.message?.type === 'warning')
        snackbar.show({ text: answer.message.body, tone: 'info', durationMs: 0, closable: true });
      else if (answer.message) snackbar.show({ text: answer.message.body, tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // a 422 names its fields: the messages stand beside them (issue 15)
      if (Object.keys(fields).length === 0) snackbar.error(failure(error));
      setBusy(false);
    }
  }

  return (
    <Sheet
      title={start ? t('addresses.editTitle') : t('addresses.addTitle')}
      placement="center"
      onClose={onClose}
    >
      <form ref={formRef} className="space-y-3" onSubmit={submit} noValidate aria-busy={busy}>
        <p className="text-sm text-stone-600">{tApp('checkout.requiredFields')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <TextField
              label={tApp('checkout.field.address')}
              autoComplete="address-line1"
              required
              value={fields.street}
              errors={errors.street}
              onChange={set('street')}
            />
          </div>
          <TextField
            label={tApp('checkout.field.houseNumber')}
            required
            value={fields.house_number}
            errors={errors.house_number}
            onChange={set('house_number')}
          />
          <TextField
            label={tApp('checkout.field.postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            value={fields.postal_code}
            errors={errors.postal_code}
            onChange={set('postal_code')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={tApp('checkout.field.city')}
              autoComplete="address-level2"
              required
              value={fields.city}
              errors={errors.city}
              onChange={set('city')}
            />
          </div>
          <div className="sm:col-span-3">
            <Field label={tApp('checkout.field.country')} required errors={errors.country}>
              {(control) => (
                <CountrySelect
                  control={control}
                  value={fields.country}
                  onChange={(country) => setFields((old) => ({ ...old, country }))}
                />
              )}
            </Field>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('addresses.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t('auth.working') : t('addresses.save')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
