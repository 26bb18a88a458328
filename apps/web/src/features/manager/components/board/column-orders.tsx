import type { ManagerOrder } from '@tavola/contracts';
import { addDays, type DueDayGroup, dueWallClock, groupByDueDay } from '@tavola/domain';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { formatDueDay } from '../../format';
import { useManagerT } from '../../manager-i18n';
import { OrderCard } from '../order-card';

/**
 * A column's cards in a list that scrolls on its own (issue 34). On the live board the orders
 * come earliest due first, in runs of one day each under the day's name: "Today" apart from
 * "Tomorrow, Wed 2 Dec" and from an "Overdue" day that is still open.
 */
export function ColumnOrders({
  orders,
  today,
  byDueDay,
  onOpen,
}: {
  orders: readonly ManagerOrder[];
  today: string;
  byDueDay: boolean;
  onOpen: (orderId: number) => void;
}) {
  const cards = (list: readonly ManagerOrder[], labelledBy?: string) => (
    <ul aria-labelledby={labelledBy} className="space-y-1.5">
      {list.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} onOpen={() => onOpen(order.id)} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-1.5 pb-2">
      {byDueDay
        ? groupByDueDay(orders, dueWallClock, today).map((group) => (
            <DayGroup key={group.day} group={group} today={today}>
              {(labelledBy) => cards(group.orders, labelledBy)}
            </DayGroup>
          ))
        : cards(orders)}
    </div>
  );
}

function DayGroup({
  group,
  today,
  children,
}: {
  group: DueDayGroup<ManagerOrder>;
  today: string;
  children: (labelledBy: string) => React.ReactNode;
}) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const id = useId();
  const date = formatDueDay(group.day, locale);
  const label =
    group.relation === 'today'
      ? t('board.dueToday')
      : group.relation === 'overdue'
        ? t('board.overdue', { date })
        : group.day === addDays(today, 1)
          ? t('board.dueTomorrow', { date })
          : date;
  const tone =
    group.relation === 'overdue'
      ? 'text-red-800'
      : group.relation === 'today'
        ? 'text-stone-900'
        : 'text-stone-600';
  return (
    <div className="pb-1.5">
      {/* stays in sight at the top of the column while its orders scroll by */}
      <p
        id={id}
        className={`sticky top-0 z-10 bg-stone-200 px-1 py-0.5 text-xs font-bold uppercase tracking-wide ${tone}`}
      >
        {label}
      </p>
      {children(id)}
    </div>
  );
}
