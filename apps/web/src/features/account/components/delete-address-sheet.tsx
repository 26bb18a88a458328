import { useQueryClient } from '@tanstack/react-query';
import type { AddressDto } from '@tavola/contracts';
import { useState } from 'react';
import { secondaryButton } from '../../../components/ui/form';
import { Sheet } from '../../../components/ui/sheet';
import { useAppContext } from '../../../lib/app-context';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useAccountT } from '../account-i18n';
import { accountApi, accountKeys } from '../api/account-api';
import { addressLine } from './address-line';

/** SPEC §2: an address is deleted once the customer confirms it. */
export function DeleteAddressSheet({ address, onClose }: { address: AddressDto; onClose: () => void }) {
  const t = useAccountT();
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const answer = await accountApi.removeAddress(api, address.id);
      snackbar.show({ text: answer.message.body, tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      onClose();
    } catch (error) {
      // SPEC §8 local message: 'There was an error in deleting address'
      snackbar.error(messageOf(error, t('addresses.deleteError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Sheet title={t('addresses.deleteConfirm')} placement="center" onClose={onClose}>
      <p className="mb-5">{t('addresses.deleteText', { address: addressLine(address) })}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('addresses.cancel')}
        </button>
        <button
          type="button"
          className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
          disabled={busy}
          onClick={() => void remove()}
        >
          {t('addresses.confirmDelete')}
        </button>
      </div>
    </Sheet>
  );
}
