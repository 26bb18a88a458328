import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nextOrderStatuses } from '@tavola/domain';
import { useId, useState } from 'react';
import { type ManagerOrderDetails, managerKeys } from '../api/manager-api';
import { useUndoableStep } from '../hooks/use-undoable-step';
import { actionLabel } from '../labels';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';
import { nextSteps, type OrderStep } from '../order-steps';
import { holdReason } from '../payment-marks';
import { CheckPaymentButton } from './check-payment-button';

/**
 * The order detail's footer: the order's next status steps (a rejection confirmed first, the last
 * step undoable for a few seconds), or why they wait for the payment; and the print button.
 */
export function OrderDetailActions({
  orderId,
  order,
  kind,
}: {
  orderId: number;
  order: ManagerOrderDetails;
  kind: string;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const queryClient = useQueryClient();
  const [confirmReject, setConfirmReject] = useState(false);
  const reasonId = useId();
  const change = useMutation({
    mutationFn: (step: OrderStep) =>
      step === 'ready'
        ? api.markReady(restaurant.id, orderId)
        : api.changeStatus(restaurant.id, orderId, step),
    onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
    onError: (error) => notifyError(error, t('area.error')),
    onSettled: () => {
      setConfirmReject(false);
      void queryClient.invalidateQueries({ queryKey: managerKeys.orders(restaurant.id) });
      void queryClient.invalidateQueries({ queryKey: managerKeys.order(restaurant.id, orderId) });
    },
  });
  const last = useUndoableStep(() => change.mutate('delivered'));

  // issue 15: the steps an unpaid online order would take, shown switched off with the reason
  const held = order.payment_hold === 'awaiting_payment' ? nextOrderStatuses(order.status) : [];
  const print = (
    <button
      type="button"
      onClick={() => window.print()}
      className="h-12 whitespace-nowrap rounded-full px-5 font-semibold ring-1 ring-stone-300"
    >
      {t(kind === 'class' ? 'detail.printBooking' : 'detail.print')}
    </button>
  );

  return (
    // sticky: the status steps and the ticket stay in reach on a 1024×768 tablet (issue 15)
    <div className="sticky bottom-0 -mx-5 mt-auto space-y-2 border-t border-stone-200 bg-white px-5 pt-3 pb-1">
      {order.payment_hold ? (
        <>
          <p id={reasonId} className="text-sm font-medium text-stone-800">
            {holdReason(t, order.payment_hold, kind)}
          </p>
          <div className="flex flex-wrap gap-2">
            {held.map((status) => (
              <button
                key={status}
                type="button"
                disabled
                aria-describedby={reasonId}
                className="h-12 cursor-not-allowed whitespace-nowrap rounded-full bg-stone-300 px-5 font-semibold text-stone-700"
              >
                {actionLabel(t, status, kind)}
              </button>
            ))}
            {order.payment_hold === 'awaiting_payment' && (
              <CheckPaymentButton
                order={order}
                className="h-12 whitespace-nowrap rounded-full px-5 font-semibold ring-1 ring-stone-300 disabled:opacity-60"
              />
            )}
            {print}
          </div>
        </>
      ) : confirmReject ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">
            {t('action.confirmReject', { id: String(orderId) })}
          </legend>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={change.isPending}
              onClick={() => change.mutate('rejected')}
              className="h-12 flex-1 rounded-full bg-red-700 font-semibold text-white disabled:opacity-60"
            >
              {t('action.confirm')}
            </button>
            <button
              type="button"
              onClick={() => setConfirmReject(false)}
              className="h-12 flex-1 rounded-full font-semibold ring-1 ring-stone-300"
            >
              {t('action.cancel')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-2">
          {nextSteps(order, restaurant.ticketing_system).map((status) =>
            status === 'rejected' ? (
              <button
                key={status}
                type="button"
                disabled={change.isPending}
                onClick={() => setConfirmReject(true)}
                className="h-12 rounded-full px-5 font-semibold text-red-800 ring-1 ring-red-300 disabled:opacity-60"
              >
                {actionLabel(t, status)}
              </button>
            ) : status === 'delivered' && last.pending ? (
              <button
                key={status}
                type="button"
                onClick={last.undo}
                className="h-12 flex-1 whitespace-nowrap rounded-full bg-white px-5 font-semibold text-stone-900 ring-2 ring-stone-900"
              >
                {t('action.undo')} ·{' '}
                {t('action.undoing', {
                  step: actionLabel(t, status, kind),
                  seconds: String(last.seconds),
                })}
              </button>
            ) : (
              <button
                key={status}
                type="button"
                disabled={change.isPending}
                // issue 34: the last step waits a few seconds for an Undo
                onClick={() => (status === 'delivered' ? last.start() : change.mutate(status))}
                className="h-12 flex-1 whitespace-nowrap rounded-full bg-primary px-5 font-semibold text-primary-contrast disabled:opacity-60"
              >
                {actionLabel(t, status, kind)}
              </button>
            ),
          )}
          {print}
        </div>
      )}
    </div>
  );
}
