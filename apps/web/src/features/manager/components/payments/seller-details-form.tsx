import type { SellerDetails } from '@tavola/contracts';
import { type FormEvent, useState } from 'react';
import {
  CountrySelect,
  Field,
  fieldErrorsOf,
  secondaryButton,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { useSaveSellerDetails } from '../../api/payments-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { TaxIdentifierFields } from '../first-run/tax-identifier-fields';

/**
 * Issue 36 (decision 086): the seller the receipts name — the legal name, the address and the
 * VAT ID or tax number — with the first-run page's fields; the server's checks stand beside them.
 */
export function SellerDetailsForm({ details }: { details: SellerDetails }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const [country, setCountry] = useState(details.country || 'DE');
  const save = useSaveSellerDetails(api, restaurant.id);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: string) => String(form.get(field) ?? '').trim();
    save.mutate(
      {
        legal_name: text('legal_name'),
        street: text('street'),
        postal_code: text('postal_code'),
        city: text('city'),
        country,
        vat_id: text('vat_id'),
        tax_number: text('tax_number'),
      },
      {
        onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length) show(fields);
          else notifyError(error, t('area.error'));
        },
      },
    );
  }

  const field = (name: 'legal_name' | 'street' | 'postal_code' | 'city', label: string, max: number) => (
    <TextField
      label={label}
      required
      name={name}
      maxLength={max}
      defaultValue={details[name]}
      errors={errors[name]}
      onChange={() => clear(name)}
    />
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">{t('seller.intro')}</p>
      {field('legal_name', t('setup.legalName'), 200)}
      {field('street', t('setup.street'), 200)}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {field('postal_code', t('setup.postalCode'), 20)}
        {field('city', t('setup.city'), 100)}
      </div>
      <Field label={t('setup.country')} required errors={errors.country}>
        {(control) => (
          <CountrySelect
            control={control}
            value={country}
            onChange={(code) => {
              setCountry(code);
              clear('country');
            }}
          />
        )}
      </Field>
      <TaxIdentifierFields errors={errors} clear={clear} values={details} />
      <button type="submit" disabled={save.isPending} className={`h-11 ${secondaryButton}`}>
        {t('seller.save')}
      </button>
    </form>
  );
}
