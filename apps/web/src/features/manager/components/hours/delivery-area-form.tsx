import type { DeliveryAreaDto } from '@tavola/contracts';
import type { FormEvent } from 'react';
import {
  fieldErrorsOf,
  formLevelError,
  primaryButton,
  secondaryButton,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { Sheet } from '../../../../components/ui/sheet';
import { errorMessage } from '../../../../lib/api-client';
import { useSaveDeliveryArea } from '../../api/hours-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify } from '../../notices';
import { minorUnitsOf, typedAmountOf } from './money-input';

/** Issue 20: a new delivery area or the changes to one; the server's contract decides what is valid. */
export function DeliveryAreaForm({ area, onDone }: { area?: DeliveryAreaDto; onDone: () => void }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const save = useSaveDeliveryArea(api, restaurant.id);
  const failure = formLevelError(save.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    // a required amount left empty goes as NaN (sent as null), which the server names on its field
    const amount = (name: string) => minorUnitsOf(text(name)) ?? Number.NaN;
    save.mutate(
      {
        ...(area ? { id: area.id } : {}),
        postal_code: text('postal_code').trim(),
        fee: amount('fee'),
        minimum: amount('minimum'),
        free_from: minorUnitsOf(text('free_from')),
      },
      {
        onSuccess: (answer) => {
          notify(answer.message.body, 'info', 3000);
          onDone();
        },
        onError: (error) => show(fieldErrorsOf(error)),
      },
    );
  }

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
      errors={errors[name]}
      onChange={() => clear(name)}
    />
  );

  return (
    <Sheet
      title={area ? t('areas.editTitle', { code: area.postal_code }) : t('areas.new')}
      placement="end"
      onClose={onDone}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-4 overflow-y-auto px-5 pb-4">
          <TextField
            label={t('areas.postalCode')}
            required
            name="postal_code"
            inputMode="numeric"
            dir="ltr"
            maxLength={5}
            autoComplete="off"
            defaultValue={area?.postal_code}
            errors={errors.postal_code}
            onChange={() => clear('postal_code')}
          />
          {amountField('fee', t('areas.fee'), area?.fee ?? null)}
          {amountField('minimum', t('areas.minimum'), area?.minimum ?? 0)}
          {amountField('free_from', t('areas.freeFrom'), area?.free_from ?? null)}
        </div>
        <div className="space-y-2 border-t border-stone-200 px-5 py-3">
          {failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorMessage(failure, t('area.error'))}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" disabled={save.isPending} className={`h-12 flex-1 ${primaryButton}`}>
              {t('areas.save')}
            </button>
            <button type="button" onClick={onDone} className={`h-12 flex-1 ${secondaryButton}`}>
              {t('areas.cancel')}
            </button>
          </div>
        </div>
      </form>
    </Sheet>
  );
}
