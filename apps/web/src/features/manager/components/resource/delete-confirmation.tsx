import type { ListController } from '../../hooks/use-list-controller';
import { ConfirmSheet } from './confirm-sheet';

/** Issue 35: a list's "really delete?", open while its controller holds a row to delete. */
export function DeleteConfirmation<Row extends { id: number }>({
  list,
  action,
  question,
}: {
  list: ListController<Row>;
  /** the deed, on the sheet's title and its button ("Delete", "Remove") */
  action: string;
  question: (row: Row) => string;
}) {
  if (!list.deleting) return null;
  return (
    <ConfirmSheet
      title={action}
      text={question(list.deleting)}
      action={action}
      pending={list.deletePending}
      onClose={list.cancelDelete}
      onConfirm={list.confirmDelete}
    />
  );
}
