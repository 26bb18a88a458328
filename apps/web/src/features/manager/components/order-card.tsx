import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagerOrder } from '@tavola/contracts';
import { mentionsAllergy, nextOrderStatuses, orderKind, orderNotes } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { managerKeys } from '../api/manager-api';
import { todayIn } from '../format';
import { useUndoableStep } from '../hooks/use-undoable-step';
import {
  actionLabel,
  orderKindLabel,
  paymentLabel,
  paymentStateLabel,
  statusLabel,
  statusTone,
} from '../labels';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notifyError } from '../notices';
import { nextSteps, type OrderStep, stageOf } from '../order-steps';
import { boardHoldLabel, holdReason, holdTone } from '../payment-marks';
import { CheckPaymentButton } from './check-payment-button';

/**
 * One order on the board: when, what, for whom; opens the detail; the next step at a tap.
 * Issue 34: dense enough for six in a column of a 1024×768 tablet — the step sits beside the
 * lines — and what the guest wrote to the kitchen is marked and shown on the card itself.
 */
export function OrderCard({ order, onOpen }: { order: ManagerOrder; onOpen: () => void }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant, fresh, markSeen } = useManager();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const isNew = fresh.has(order.id);
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  // rejecting asks for confirmation in the detail; the card offers the forward step only
  const ticketing = restaurant.ticketing_system;
  const forward = nextSteps(order, ticketing).find((step) => step !== 'rejected');
  // issue 33: a cooking school's order is a class booking, and the card says so
  const kind = orderKind(order, { ticketing });
  const stage = stageOf(order);
  // issue 15: the step an unpaid online order would take, shown switched off with the reason
  const held =
    order.payment_hold === 'awaiting_payment'
      ? nextOrderStatuses(order.status).find((status) => status !== 'rejected')
      : undefined;
  const hold = boardHoldLabel(t, order);
  const advance = useMutation({
    mutationFn: (step: OrderStep) =>
      step === 'ready'
        ? api.markReady(restaurant.id, order.id)
        : api.changeStatus(restaurant.id, order.id, step),
    // moving an order on acknowledges it: the chime stops for it (issue 34)
    onMutate: () => markSeen(order.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managerKeys.orders(restaurant.id) }),
    onError: (error) => notifyError(error, t('area.error')),
  });
  // issue 15: today's orders show the time alone, orders for another day their date too
  const today = { timeOnlyOn: todayIn(restaurant.time_zone) };
  const when = order.deliveryTime ? formatWallClock(order.deliveryTime, locale, today) : t('orders.asap');
  const step = forward ?? held;
  // issue 34: the last step waits a few seconds for an Undo
  const last = useUndoableStep(() => advance.mutate('delivered'));
  const notes = orderNotes({
    comment: order.user_details.comment,
    lines: order.products.map((line) => ({ name: line.name, comment: line.comment })),
  });
  const allergy = notes.some((note) => mentionsAllergy(note.text));

  return (
    <article
      aria-labelledby={`order-${order.id}-title`}
      className={`relative flex items-center gap-2 rounded-xl bg-white px-3 py-2 shadow-sm ring-1 ${isNew ? 'ring-2 ring-amber-400' : 'ring-stone-200'}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          {/* when it is due comes first: the board is sorted by it (issue 34) */}
          <p className="min-w-0 truncate">
            <span className="text-lg font-bold tabular-nums">{when}</span>{' '}
            <span className="text-sm font-semibold">
              {orderKindLabel(t, kind)}
              {/* issue 16: a dine-in order names its table as the ticket does */}
              {order.table && (
                <>
                  {' · '}
                  {t('detail.table')} <bdi>{order.table.name}</bdi>
                </>
              )}
            </span>
          </p>
          {isNew && (
            <span className="ms-auto shrink-0 rounded-full bg-amber-400 px-2 text-xs font-bold leading-5 text-stone-900">
              {t('orders.newBadge')}
            </span>
          )}
        </div>
        <div className="flex items-baseline gap-1.5 text-sm text-stone-700">
          <h3 className="shrink-0 font-bold text-stone-900">
            {/* the whole card opens the order; the name keeps the visible words (WCAG label in name) */}
            <button
              type="button"
              onClick={onOpen}
              aria-label={t('orders.open', { id: String(order.id) })}
              className="text-start outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-stone-900"
            >
              <span id={`order-${order.id}-title`}>{t('orders.number', { id: String(order.id) })}</span>
            </button>
          </h3>
          {/* user text in its own direction (issue 34): "Jon (T3)" stays whole beside an Arabic count */}
          <p className="min-w-0 truncate">
            <bdi>{order.user_details.name ?? ''}</bdi> · {t('orders.items', { count: items })} ·{' '}
            {formatMoney(order.total, order.currency, locale)}
          </p>
        </div>
        <div className="flex items-center gap-1.5 text-xs text-stone-600">
          {hold && order.payment_hold ? (
            <span
              className={`shrink-0 rounded-full px-2 font-bold leading-5 ${holdTone[order.payment_hold]}`}
            >
              {hold}
            </span>
          ) : (
            <span
              className={`shrink-0 rounded-full px-2 font-semibold leading-5 ring-1 ${statusTone[stage] ?? ''}`}
            >
              {statusLabel(t, stage, kind)}
            </span>
          )}
          <p className="min-w-0 truncate">
            {formatWallClock(order.created_time, locale, today)} · {paymentLabel(t, order.payment)} ·{' '}
            {paymentStateLabel(t, order.paymentState)}
          </p>
        </div>
        {notes.length > 0 && (
          <p
            className={`mt-1 line-clamp-2 rounded-md px-1.5 text-xs ${allergy ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-950'}`}
          >
            <span
              className={`me-1 rounded px-1 font-bold ${allergy ? 'bg-red-700 text-white' : 'bg-amber-300 text-amber-950'}`}
            >
              {allergy ? t('board.allergy') : t('board.comment')}
            </span>
            {notes.map((note, index) => (
              <span key={`${note.item ?? ''}${index}`}>
                {index > 0 && ' · '}
                {note.item && (
                  <>
                    <bdi>{note.item}</bdi>:{' '}
                  </>
                )}
                <bdi>{note.text}</bdi>
              </span>
            ))}
          </p>
        )}
        {order.payment_hold && (
          <p className="text-xs font-medium text-stone-800">
            <span id={reasonId}>{holdReason(t, order.payment_hold, kind)}</span>
            {order.payment_hold === 'awaiting_payment' && (
              <CheckPaymentButton
                order={order}
                className="relative ms-1 rounded-full px-2 py-0.5 font-semibold underline ring-1 ring-stone-400 disabled:opacity-60"
              />
            )}
          </p>
        )}
      </div>
      {last.pending ? (
        <button
          type="button"
          onClick={last.undo}
          className="relative min-h-11 w-24 shrink-0 rounded-full bg-white px-3 text-sm font-semibold leading-tight text-stone-900 ring-2 ring-stone-900"
        >
          {t('action.undo')}
          <span className="block text-xs font-normal">
            {t('action.undoing', {
              step: actionLabel(t, 'delivered', kind),
              seconds: String(last.seconds),
            })}
          </span>
          <span className="sr-only"> – {t('orders.number', { id: String(order.id) })}</span>
        </button>
      ) : (
        step && (
          <button
            type="button"
            disabled={advance.isPending || !forward}
            aria-describedby={forward ? undefined : reasonId}
            onClick={() => {
              if (forward === 'delivered') last.start();
              else if (forward) advance.mutate(forward);
            }}
            className="relative min-h-11 w-24 shrink-0 rounded-full bg-primary px-3 text-sm font-semibold leading-tight text-primary-contrast disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
          >
            {actionLabel(t, step, kind)}
            <span className="sr-only"> – {t('orders.number', { id: String(order.id) })}</span>
          </button>
        )
      )}
    </article>
  );
}
