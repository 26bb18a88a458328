import type { ReactNode } from 'react';
import { primaryButton } from '../../../../components/ui/form';
import type { ListController } from '../../hooks/use-list-controller';
import { RowButton } from './row-button';

/** A button's visible word and its name that says which row ("Edit" / "Edit voucher SUMMER"). */
export interface ActionWords {
  text: string;
  label: string;
}

/**
 * Issue 35: a row's Edit and Delete through its list's controller, with the row's own actions
 * (Publish, Stop, …) between them: Delete stays last, away from the others.
 */
export function EditAndDelete<Row extends { id: number }>({
  list,
  row,
  edit,
  remove,
  small = false,
  children,
}: {
  list: ListController<Row>;
  row: Row;
  edit: ActionWords;
  remove: ActionWords;
  /** on a card: the card's smaller words */
  small?: boolean;
  children?: ReactNode;
}) {
  const size = small ? 'text-sm' : '';
  return (
    <>
      <RowButton {...edit} onClick={() => list.edit(row)} className={size} />
      {children}
      <RowButton danger {...remove} onClick={() => list.askDelete(row)} className={size} />
    </>
  );
}

/** The list's "New …" button, which opens its sheet on a new row. */
export function CreateButton({ text, onClick }: { text: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={`h-12 ${primaryButton}`}>
      {text}
    </button>
  );
}
