import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagerOrder } from '@tavola/contracts';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { managerKeys } from '../api/manager-api';
import { todayIn } from '../format';
import { actionLabel, deliveryTypeLabel, paymentStateLabel, statusLabel, statusTone } from '../labels';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notifyError } from '../notices';

/** One order on the board: when, what, for whom; opens the detail; the next step at a tap. */
export function OrderCard({ order, onOpen }: { order: ManagerOrder; onOpen: () => void }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant, fresh } = useManager();
  const queryClient = useQueryClient();
  const isNew = fresh.has(order.id);
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  // rejecting asks for confirmation in the detail; the card offers the forward step only
  const forward = order.next_statuses.find((status) => status !== 'rejected');
  const advance = useMutation({
    mutationFn: (status: string) => api.changeStatus(restaurant.id, order.id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerKeys.orders(restaurant.id) }),
    onError: (error) => notifyError(error, t('area.error')),
  });
  // issue 15: today's orders show the time alone, orders for another day their date too
  const today = { timeOnlyOn: todayIn(restaurant.time_zone) };
  const when = order.deliveryTime ? formatWallClock(order.deliveryTime, locale, today) : t('orders.asap');

  return (
    <article
      aria-labelledby={`order-${order.id}-title`}
      className={`rounded-2xl bg-white p-3 shadow-sm ring-1 ${isNew ? 'ring-2 ring-amber-400' : 'ring-stone-200'}`}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('orders.open', { id: String(order.id) })}
        className="block w-full rounded-xl text-start"
      >
        <div className="flex items-start justify-between gap-2">
          <h3 id={`order-${order.id}-title`} className="text-lg font-bold">
            {t('orders.number', { id: String(order.id) })}
          </h3>
          <span className="flex flex-wrap justify-end gap-1">
            {isNew && (
              <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-stone-900">
                {t('orders.newBadge')}
              </span>
            )}
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${statusTone[order.status] ?? ''}`}
            >
              {statusLabel(t, order.status)}
            </span>
          </span>
        </div>
        <p className="mt-1 text-sm font-medium">
          {deliveryTypeLabel(t, order.deliveryType)} · {when}
          {order.table ? ` · ${order.table.name}` : ''}
        </p>
        <p className="text-sm text-stone-600">
          {order.user_details.name ?? ''} · {t('orders.items', { count: items })} ·{' '}
          {formatMoney(order.total, order.currency, locale)}
        </p>
        <p className="text-xs text-stone-500">
          {formatWallClock(order.created_time, locale, today)} · {paymentStateLabel(t, order.paymentState)}
        </p>
      </button>
      {forward && (
        <button
          type="button"
          disabled={advance.isPending}
          onClick={() => advance.mutate(forward)}
          className="mt-2 h-11 w-full rounded-full bg-primary px-4 text-sm font-semibold text-primary-contrast disabled:opacity-60"
        >
          {actionLabel(t, forward)}
          <span className="sr-only"> – {t('orders.number', { id: String(order.id) })}</span>
        </button>
      )}
    </article>
  );
}
