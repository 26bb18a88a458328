import type { ManagerTable } from '@tavola/contracts';
import { CheckboxField, TextField } from '../../../components/ui/form';
import { useSaveTable } from '../api/tables-api';
import { useEditController } from '../hooks/use-edit-controller';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { SheetForm } from './resource';

/**
 * Issue 16: create a table or change one. The server's contract decides what is valid; its
 * 422 puts each message beside its field (and the focus on the first), never in a snackbar.
 */
export function TableForm({ table, onDone }: { table?: ManagerTable; onDone: () => void }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const form = useEditController({
    save: useSaveTable(api, restaurant.id),
    read: (fields) => {
      const text = (name: string) => String(fields.get(name) ?? '').trim();
      return {
        ...(table ? { id: table.id } : {}),
        name: text('name'),
        // an empty or partial number goes to the server as it is, which names the field
        seats: text('seats') === '' ? Number.NaN : Number(text('seats')),
        area: text('area') || null,
        reservable: fields.get('reservable') === 'on',
      };
    },
    onSaved: onDone,
  });

  return (
    <SheetForm
      title={table ? t('tables.edit', { name: table.name }) : t('tables.new')}
      saveLabel={t('tables.save')}
      controller={form}
      onClose={onDone}
    >
      <TextField
        label={t('tables.name')}
        required
        name="name"
        hint={t('tables.nameHint')}
        defaultValue={table?.name}
        maxLength={40}
        autoComplete="off"
        errors={form.errors.name}
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
        errors={form.errors.seats}
      />
      <TextField
        label={t('tables.area')}
        name="area"
        defaultValue={table?.area ?? ''}
        maxLength={40}
        autoComplete="off"
        errors={form.errors.area}
      />
      <CheckboxField
        label={t('tables.reservable')}
        name="reservable"
        defaultChecked={table?.reservable ?? true}
        errors={form.errors.reservable}
      />
    </SheetForm>
  );
}
