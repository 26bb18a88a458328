import { useQueryClient } from '@tanstack/react-query';
import type { AddressDto } from '@tavola/contracts';
import type { FormEvent } from 'react';
import { CountrySelect, Field, primaryButton, secondaryButton, TextField } from '../../../components/ui/form';
import { Sheet } from '../../../components/ui/sheet';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useRestaurant } from '../../restaurant';
import { useAccountT } from '../account-i18n';
import { accountApi, accountKeys } from '../api/account-api';
import { useAccountForm } from '../hooks/use-account-form';

/** A new address (`address` left out) or the changes to a saved one. */
export function AddressDialog({ address, onClose }: { address?: AddressDto; onClose: () => void }) {
  const t = useAccountT();
  const { t: tApp } = useTranslation();
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const restaurant = useRestaurant();
  const form = useAccountForm({
    street: address?.street ?? '',
    house_number: address?.house_number ?? '',
    postal_code: address?.postal_code ?? '',
    city: address?.city ?? '',
    country: address?.country ?? restaurant.address.country,
  });
  const { values, errors, busy, set } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setBusy(true);
    form.showErrors({});
    try {
      const answer = address
        ? await accountApi.editAddress(api, address.id, values)
        : await accountApi.addAddress(api, values);
      // issue 33: an address the restaurant does not deliver to is saved with a word that stays
      if (answer.message?.type === 'warning')
        snackbar.show({ text: answer.message.body, tone: 'info', durationMs: 0, closable: true });
      else if (answer.message) snackbar.show({ text: answer.message.body, tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      onClose();
    } catch (error) {
      form.fail(error);
      form.setBusy(false);
    }
  }

  return (
    <Sheet
      title={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      placement="center"
      onClose={onClose}
    >
      <form ref={form.formRef} className="space-y-3" onSubmit={submit} noValidate aria-busy={busy}>
        <p className="text-sm text-stone-600">{tApp('checkout.requiredFields')}</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <TextField
              label={tApp('checkout.field.address')}
              autoComplete="address-line1"
              required
              value={values.street}
              errors={errors.street}
              onChange={set('street')}
            />
          </div>
          <TextField
            label={tApp('checkout.field.houseNumber')}
            required
            value={values.house_number}
            errors={errors.house_number}
            onChange={set('house_number')}
          />
          <TextField
            label={tApp('checkout.field.postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            value={values.postal_code}
            errors={errors.postal_code}
            onChange={set('postal_code')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={tApp('checkout.field.city')}
              autoComplete="address-level2"
              required
              value={values.city}
              errors={errors.city}
              onChange={set('city')}
            />
          </div>
          <div className="sm:col-span-3">
            <Field label={tApp('checkout.field.country')} required errors={errors.country}>
              {(control) => (
                <CountrySelect
                  control={control}
                  value={values.country}
                  onChange={(country) => form.setValues((old) => ({ ...old, country }))}
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
