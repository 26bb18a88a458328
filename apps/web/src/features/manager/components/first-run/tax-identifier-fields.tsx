import { type FieldErrors, TextField } from '../../../../components/ui/form';
import { useManagerT } from '../../manager-i18n';

/**
 * Issue 36 (decision 086): the VAT ID and tax number the restaurant's receipts print, on the
 * first-run page and in the back office's legal details. Both optional; the server checks their form.
 */
export function TaxIdentifierFields({
  errors,
  clear,
  values,
}: {
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
  /** the saved values, when the back office edits them */
  values?: { vat_id: string; tax_number: string };
}) {
  const t = useManagerT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('setup.vatId')}
        name="vat_id"
        dir="ltr"
        autoComplete="off"
        maxLength={40}
        defaultValue={values?.vat_id}
        hint={t('setup.vatIdHint')}
        errors={errors.vat_id}
        onChange={() => clear('vat_id')}
      />
      <TextField
        label={t('setup.taxNumber')}
        name="tax_number"
        dir="ltr"
        autoComplete="off"
        maxLength={40}
        defaultValue={values?.tax_number}
        hint={t('setup.taxNumberHint')}
        errors={errors.tax_number}
        onChange={() => clear('tax_number')}
      />
    </div>
  );
}
