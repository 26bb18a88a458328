import { useQuery } from '@tanstack/react-query';
import type { TableOverview } from '@tavola/contracts';
import { boardColumn } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n';
import { boardQuery } from '../api/manager-api';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { OrderCard } from './order-card';

/**
 * Issue 34: a tapped table opens its detail — its open orders as cards (each opens the order),
 * what it still owes, and "Mark as paid" when it owes something. The orders come from the live
 * board's answer, which the socket keeps fresh: a table's orders are among its open ones, or
 * finished today and still to pay on site (decision 064).
 */
export function TableDetailSheet({
  table,
  currency,
  onOpenOrder,
  onSettle,
  onClose,
}: {
  table: TableOverview;
  currency: string;
  onOpenOrder: (orderId: number) => void;
  onSettle: () => void;
  onClose: () => void;
}) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const board = useQuery(boardQuery(api, restaurant.id, locale));
  const orders = (board.data?.data ?? []).filter(
    (order) =>
      order.table?.id === table.id &&
      (boardColumn(order) !== 'done' || (order.paymentState === 'on_site' && order.status !== 'rejected')),
  );
  return (
    <Sheet title={t('overview.detailTitle', { name: table.name })} placement="end" onClose={onClose}>
      <div className="space-y-3 pb-4">
        <p className="text-sm text-stone-700">
          {[table.area, t('tables.seats', { count: table.seats })].filter(Boolean).join(' · ')}
        </p>
        {table.total > 0 && (
          <p className="text-lg font-bold tabular-nums">
            {formatMoney(table.total, currency, locale)}
            {table.unpaid > 0 && table.unpaid < table.total && (
              <span className="ms-2 text-sm font-semibold text-amber-800">
                {t('overview.unpaid', { amount: formatMoney(table.unpaid, currency, locale) })}
              </span>
            )}
          </p>
        )}
        {board.isPending ? (
          <p role="status">{t('area.loading')}</p>
        ) : orders.length === 0 ? (
          <p className="text-stone-600">{t('overview.noOrders')}</p>
        ) : (
          <ul className="space-y-1.5">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onOpen={() => onOpenOrder(order.id)} />
              </li>
            ))}
          </ul>
        )}
        {table.unpaid > 0 && (
          <button
            type="button"
            onClick={onSettle}
            className="h-12 w-full rounded-full bg-primary px-5 font-semibold text-primary-contrast"
          >
            {t('overview.settle')}
          </button>
        )}
      </div>
    </Sheet>
  );
}
