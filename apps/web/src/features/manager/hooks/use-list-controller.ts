import { useState } from 'react';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';

/** The deletion a list offers: a write that takes a row's id and answers the server's message. */
export interface RowDeletion {
  mutate: (
    id: number,
    callbacks: {
      onSuccess: (answer: { message: { body: string } }) => void;
      onError: (error: unknown) => void;
    },
  ) => void;
  isPending: boolean;
}

/**
 * Issue 35: what every back-office list keeps besides its rows, as react-admin's list controller
 * keeps it for a page: the row its sheet edits (or a new one), the row that waits for "really
 * delete?", and the deletion with its notice. The page declares columns and fields; this does the rest.
 */
export function useListController<Row extends { id: number }>(
  options: { remove?: RowDeletion; noticeMs?: number } = {},
) {
  const { remove, noticeMs = 3000 } = options;
  const t = useManagerT();
  const [editing, setEditing] = useState<{ row?: Row }>();
  const [deleting, setDeleting] = useState<Row>();
  return {
    /** the sheet is open, on `row`, or on a new one when `row` is undefined */
    editing,
    create: () => setEditing({}),
    edit: (row: Row) => setEditing({ row }),
    closeEditor: () => setEditing(undefined),
    /** the row "really delete?" asks about */
    deleting,
    askDelete: (row: Row) => setDeleting(row),
    cancelDelete: () => setDeleting(undefined),
    /** deletes the row asked about: the question goes and the server's message shows; a refusal is told */
    confirmDelete: () => {
      if (!deleting || !remove) return;
      remove.mutate(deleting.id, {
        onSuccess: (answer) => {
          setDeleting(undefined);
          notify(answer.message.body, 'info', noticeMs);
        },
        onError: (error) => notifyError(error, t('area.error')),
      });
    },
    deletePending: remove?.isPending ?? false,
  };
}

export type ListController<Row extends { id: number }> = ReturnType<typeof useListController<Row>>;
