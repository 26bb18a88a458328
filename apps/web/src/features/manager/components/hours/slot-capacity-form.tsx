import type { FormEvent } from 'react';
import { fieldErrorsOf, secondaryButton, TextField, useFormErrors } from '../../../../components/ui/form';
import { useSaveSlotCapacity } from '../../api/hours-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';

/** Orders accepted per 15-minute slot (the capacity engine's cap, decision 028); empty lifts it. */
export function SlotCapacityForm({ slotCapacity }: { slotCapacity: number | null }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const save = useSaveSlotCapacity(api, restaurant.id);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('slot_capacity') ?? '').trim();
    save.mutate(typed === '' ? null : Number(typed), {
      onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length) show(fields);
        else notifyError(error, t('area.error'));
      },
    });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label={t('slots.label')}
        name="slot_capacity"
        type="number"
        inputMode="numeric"
        min={1}
        hint={t('slots.hint')}
        defaultValue={slotCapacity ?? ''}
        className="w-full sm:w-72"
        errors={errors.slot_capacity}
        onChange={() => clear('slot_capacity')}
      />
      <button type="submit" disabled={save.isPending} className={`mb-6 h-11 ${secondaryButton}`}>
        {t('slots.save')}
      </button>
    </form>
  );
}
