import type { TableOverview as TableOverviewRow } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useTranslation } from '../../../lib/i18n';
import { useCloseTableVisit, useSettleTable } from '../api/tables-api';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';
import { ConfirmSheet } from './resource';

/** A write on one table that answers the server's message. */
interface TableWrite {
  mutate: (
    tableId: number,
    callbacks: {
      onSuccess: (answer: { message: { body: string } }) => void;
      onError: (error: unknown) => void;
    },
  ) => void;
  isPending: boolean;
}

/** A write on one table, asked first; either way the sheet closes and a notice says how it went. */
function TableConfirmSheet({
  table,
  write,
  title,
  text,
  action,
  onDone,
}: {
  table: TableOverviewRow;
  write: TableWrite;
  title: string;
  text: string;
  action: string;
  onDone: () => void;
}) {
  const t = useManagerT();
  return (
    <ConfirmSheet
      title={title}
      text={text}
      action={action}
      tone="primary"
      pending={write.isPending}
      onClose={onDone}
      onConfirm={() =>
        write.mutate(table.id, {
          onSuccess: (answer) => {
            onDone();
            notify(answer.message.body, 'info', 3000);
          },
          onError: (error) => {
            onDone();
            notifyError(error, t('area.error'));
          },
        })
      }
    />
  );
}

/** Asks before the rest of a table's bill is marked as paid at the table (decision 064). */
export function SettleTableSheet({
  table,
  currency,
  onDone,
}: {
  table: TableOverviewRow;
  currency: string;
  onDone: () => void;
}) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const settle = useSettleTable(api, restaurant.id);
  return (
    <TableConfirmSheet
      table={table}
      write={settle}
      title={t('overview.settleTitle', { name: table.name })}
      text={t('overview.settleText', { amount: formatMoney(table.unpaid, currency, locale) })}
      action={t('overview.settle')}
      onDone={onDone}
    />
  );
}

/** Asks before a table's visit is closed, once nothing is left to pay (issue 33). */
export function CloseVisitSheet({ table, onDone }: { table: TableOverviewRow; onDone: () => void }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const close = useCloseTableVisit(api, restaurant.id);
  return (
    <TableConfirmSheet
      table={table}
      write={close}
      title={t('overview.closeTitle', { name: table.name })}
      text={t('overview.closeText')}
      action={t('overview.close')}
      onDone={onDone}
    />
  );
}
