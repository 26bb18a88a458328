import type { DeliveryAreaDto } from '@tavola/contracts';
import { TextField } from '../../../../components/ui/form';
import { useSaveDeliveryArea } from '../../api/hours-api';
import { useEditController } from '../../hooks/use-edit-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { SheetForm } from '../resource';
import { minorUnitsOf, typedAmountOf } from './money-input';

/** Issue 20: a new delivery area or the changes to one; the server's contract decides what is valid. */
export function DeliveryAreaForm({ area, onDone }: { area?: DeliveryAreaDto; onDone: () => void }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const form = useEditController({
    save: useSaveDeliveryArea(api, restaurant.id),
    read: (fields) => {
      const text = (name: string) => String(fields.get(name) ?? '');
      // a required amount left empty goes as NaN (sent as null), which the server names on its field
      const amount = (name: string) => minorUnitsOf(text(name)) ?? Number.NaN;
      return {
        ...(area ? { id: area.id } : {}),
        postal_code: text('postal_code').trim(),
        fee: amount('fee'),
        minimum: amount('minimum'),
        free_from: minorUnitsOf(text('free_from')),
      };
    },
    onSaved: onDone,
  });

  const amountField = (name: 'fee' | 'minimum' | 'free_from', label: string, value: number | null) => (
    <TextField
      label={label}
      required={name !== 'free_from'}
      name={name}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      hint={name === 'free_from' ? t('areas.freeFromHint') : t('areas.moneyHint')}
      defaultValue={typedAmountOf(value)}
      errors={form.errors[name]}
    />
  );

  return (
    <SheetForm
      title={area ? t('areas.editTitle', { code: area.postal_code }) : t('areas.new')}
      saveLabel={t('areas.save')}
      controller={form}
      onClose={onDone}
    >
      <TextField
        label={t('areas.postalCode')}
        required
        name="postal_code"
        inputMode="numeric"
        dir="ltr"
        maxLength={5}
        autoComplete="off"
        defaultValue={area?.postal_code}
        errors={form.errors.postal_code}
      />
      {amountField('fee', t('areas.fee'), area?.fee ?? null)}
      {amountField('minimum', t('areas.minimum'), area?.minimum ?? 0)}
      {amountField('free_from', t('areas.freeFrom'), area?.free_from ?? null)}
    </SheetForm>
  );
}
