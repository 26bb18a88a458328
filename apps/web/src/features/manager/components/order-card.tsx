import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagerOrder } from '@tavola/contracts';
import { nextOrderStatuses } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { managerKeys } from '../api/manager-api';
import { todayIn } from '../format';
import {
  actionLabel,
  deliveryTypeLabel,
  paymentLabel,
  paymentStateLabel,
  statusLabel,
  statusTone,
} from '../labels';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notifyError } from '../notices';
import { holdLabel, holdReason, holdTone } from '../payment-marks';

/** One order on the board: when, what, for whom; opens the detail; the next step at a tap. */
export function OrderCard({ order, onOpen }: { order: ManagerOrder; onOpen: () => void }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant, fresh } = useManager();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const isNew = fresh.has(order.id);
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  // rejecting asks for confirmation in the detail; the card offers the forward step only
  const forward = order.next_statuses.find((status) => status !== 'rejected');
  // issue 15: the step an unpaid online order would take, shown switched off with the reason
  const held =
    order.payment_hold === 'awaiting_payment'
      ? nextOrderStatuses(order.status).find((status) => status !== 'rejected')
      : undefined;
  const hold = holdLabel(t, order);
  const advance = useMutation({
    mutationFn: (status: string) => api.changeStatus(restaurant.id, order.id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerKeys.orders(restaurant.id) }),
    onError: (error) => notifyError(error, t('area.error')),
  });
  // issue 15: today's orders show the time alone, orders for another day their date too
  const today = { timeOnlyOn: todayIn(restaurant.time_zone) };
  const when = order.deliveryTime ? formatWallClock(order.deliveryTime, locale, today) : t('orders.asap');
  const step = forward ?? held;

  return (
    <article
      aria-labelledby={`order-${order.id}-title`}
      className={`relative rounded-2xl bg-white p-3 shadow-sm ring-1 ${isNew ? 'ring-2 ring-amber-400' : 'ring-stone-200'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-bold">
          {/* the whole card opens the order; the name keeps the visible words (WCAG label in name) */}
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('orders.open', { id: String(order.id) })}
            className="text-start outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-stone-900"
          >
            <span id={`order-${order.id}-title`}>{t('orders.number', { id: String(order.id) })}</span>
          </button>
        </h3>
        <span className="flex flex-wrap justify-end gap-1">
          {isNew && (
            <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-stone-900">
              {t('orders.newBadge')}
            </span>
          )}
          {hold && order.payment_hold ? (
            <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${holdTone[order.payment_hold]}`}>
              {hold}
            </span>
          ) : (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${statusTone[order.status] ?? ''}`}
            >
              {statusLabel(t, order.status)}
            </span>
          )}
        </span>
      </div>
      <p className="mt-1 text-sm font-medium">
        {deliveryTypeLabel(t, order.deliveryType)} · {when}
        {/* issue 16: a dine-in order names its table as the ticket does */}
        {order.table ? ` · ${t('detail.table')} ${order.table.name}` : ''}
      </p>
      <p className="text-sm text-stone-600">
        {order.user_details.name ?? ''} · {t('orders.items', { count: items })} ·{' '}
        {formatMoney(order.total, order.currency, locale)}
      </p>
      <p className="text-xs text-stone-600">
        {formatWallClock(order.created_time, locale, today)} · {paymentLabel(t, order.payment)} ·{' '}
        {paymentStateLabel(t, order.paymentState)}
      </p>
      {order.payment_hold && (
        <p id={reasonId} className="mt-2 text-sm font-medium text-stone-800">
          {holdReason(t, order.payment_hold)}
        </p>
      )}
      {step && (
        <button
          type="button"
          disabled={advance.isPending || !forward}
          aria-describedby={forward ? undefined : reasonId}
          onClick={() => forward && advance.mutate(forward)}
          className="relative mt-2 h-11 w-full rounded-full bg-primary px-4 text-sm font-semibold text-primary-contrast disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
        >
          {actionLabel(t, step)}
          <span className="sr-only"> – {t('orders.number', { id: String(order.id) })}</span>
        </button>
      )}
    </article>
  );
}
