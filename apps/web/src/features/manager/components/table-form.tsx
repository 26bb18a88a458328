import type { ManagerTable } from '@tavola/contracts';
import type { FormEvent } from 'react';
import {
  CheckboxField,
  fieldErrorsOf,
  formLevelError,
  primaryButton,
  secondaryButton,
  TextField,
  useFormErrors,
} from '../../../components/ui/form';
import { Sheet } from '../../../components/ui/sheet';
import { errorMessage } from '../../../lib/api-client';
import { useSaveTable } from '../api/tables-api';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify } from '../notices';

/**
 * Issue 16: create a table or change one. The server's contract decides what is valid; its
 * 422 puts each message beside its field (and the focus on the first), never in a snackbar.
 */
export function TableForm({ table, onDone }: { table?: ManagerTable; onDone: () => void }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const save = useSaveTable(api, restaurant.id);
  const failure = formLevelError(save.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    save.mutate(
      {
        ...(table ? { id: table.id } : {}),
        name: text('name'),
        // an empty or partial number goes to the server as it is, which names the field
        seats: text('seats') === '' ? Number.NaN : Number(text('seats')),
        area: text('area') || null,
        reservable: form.get('reservable') === 'on',
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

  return (
    <Sheet
      title={table ? t('tables.edit', { name: table.name }) : t('tables.new')}
      placement="end"
      onClose={onDone}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-4 overflow-y-auto px-5 pb-4">
          <TextField
            label={t('tables.name')}
            required
            name="name"
            hint={t('tables.nameHint')}
            defaultValue={table?.name}
            maxLength={40}
            autoComplete="off"
            errors={errors.name}
            onChange={() => clear('name')}
          />
          <TextField
            label={t('tables.seatsLabel')}
            required
            name="seats"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            defaultValue={table?.seats ?? 4}
            errors={errors.seats}
            onChange={() => clear('seats')}
          />
          <TextField
            label={t('tables.area')}
            name="area"
            defaultValue={table?.area ?? ''}
            maxLength={40}
            autoComplete="off"
            errors={errors.area}
            onChange={() => clear('area')}
          />
          <CheckboxField
            label={t('tables.reservable')}
            name="reservable"
            defaultChecked={table?.reservable ?? true}
            errors={errors.reservable}
          />
        </div>
        <div className="space-y-2 border-t border-stone-200 px-5 py-3">
          {failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorMessage(failure, t('area.error'))}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" disabled={save.isPending} className={`h-12 flex-1 ${primaryButton}`}>
              {t('tables.save')}
            </button>
            <button type="button" onClick={onDone} className={`h-12 flex-1 ${secondaryButton}`}>
              {t('tables.cancel')}
            </button>
          </div>
        </div>
      </form>
    </Sheet>
  );
}
