import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { nextOrderStatuses, orderKind } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n';
import { managerKeys, orderQuery } from '../api/manager-api';
import { formatInstant } from '../format';
import { formatPhone } from '../format-phone';
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
import { notify, notifyError } from '../notices';
import { nextSteps, type OrderStep, stageOf } from '../order-steps';
import { boardHoldLabel, holdReason, holdTone } from '../payment-marks';
import { CheckPaymentButton } from './check-payment-button';
import { KitchenTicket } from './kitchen-ticket';
import { OrderLines } from './order-lines';
import { ReceiptDownload } from './receipt-download';

/** Issue 7 order detail: everything the kitchen and the counter need, the status buttons and the ticket. */
export default function OrderDetail({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant, markSeen } = useManager();
  const queryClient = useQueryClient();
  const order = useQuery(orderQuery(api, restaurant.id, orderId, locale));
  const [confirmReject, setConfirmReject] = useState(false);
  const reasonId = useId();
  useEffect(() => markSeen(orderId), [markSeen, orderId]);
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
  const title = t('detail.heading', { id: String(orderId) });
  const data = order.data;
  const ticketing = restaurant.ticketing_system;
  // issue 33: a cooking school's order is a class booking, and the detail says so
  const kind = data ? orderKind(data, { ticketing }) : '';
  let body: ReactNode;
  if (!data) {
    body = order.isError ? (
      <p role="alert" className="text-red-700">
        {t('area.error')}
      </p>
    ) : (
      <p role="status">{t('area.loading')}</p>
    );
  } else {
    const money = (minor: number) => formatMoney(minor, data.currency, locale);
    const contact = data.user_details;
    const address = [
      [contact.address, contact.house_number].filter(Boolean).join(' '),
      [contact.postalCode, contact.city].filter(Boolean).join(' '),
      contact.country,
    ]
      .filter(Boolean)
      .join(', ');
    const timeLabel =
      kind === 'class'
        ? t('detail.classTime')
        : kind === 'delivery'
          ? t('detail.deliveryTime')
          : kind === 'pickup'
            ? t('detail.pickupTime')
            : t('detail.hereTime');
    const row = (label: string, value: ReactNode, strong = false) => (
      <div
        className={`flex justify-between gap-4 ${strong ? 'border-t border-stone-200 pt-2 text-lg font-bold' : ''}`}
      >
        <dt className="text-stone-600">{label}</dt>
        <dd className="text-end">{value}</dd>
      </div>
    );
    body = (
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${statusTone[stageOf(data)] ?? ''}`}
          >
            {statusLabel(t, stageOf(data), kind)}
          </span>
          {data.payment_hold && (
            <span className={`rounded-full px-3 py-1 text-sm font-bold ${holdTone[data.payment_hold]}`}>
              {boardHoldLabel(t, data)}
            </span>
          )}
          <span className="text-sm">{orderKindLabel(t, kind)}</span>
        </div>
        <dl className="space-y-1">
          {row(timeLabel, data.deliveryTime ? formatWallClock(data.deliveryTime, locale) : t('orders.asap'))}
          {row(t('detail.placedAt'), formatWallClock(data.created_time, locale))}
          {data.table && row(t('detail.table'), data.table.name)}
          {row(t('detail.payment'), paymentLabel(t, data.payment))}
          {row(t('detail.paymentState'), paymentStateLabel(t, data.paymentState))}
        </dl>
        <section aria-label={t('detail.items')}>
          <h3 className="mb-1 font-semibold">{t('detail.items')}</h3>
          <OrderLines order={data} />
        </section>
        {contact.comment && (
          <section>
            <h3 className="font-semibold">{t('detail.orderComment')}</h3>
            <p className="rounded-lg bg-amber-50 px-2 py-1 text-amber-950">{contact.comment}</p>
          </section>
        )}
        <section>
          <h3 className="font-semibold">{t('detail.contact')}</h3>
          <p>{[contact.name, contact.company].filter(Boolean).join(', ')}</p>
          {contact.mobile && (
            <p>
              {/* a number reads left to right in an Arabic page too */}
              <a className="underline" dir="ltr" href={`tel:${contact.mobile.replace(/[^\d+]/g, '')}`}>
                {formatPhone(contact.mobile)}
              </a>
            </p>
          )}
          {contact.email && (
            <p>
              <a className="underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
          )}
        </section>
        {address && (
          <section>
            <h3 className="font-semibold">{t('detail.address')}</h3>
            <p>{address}</p>
          </section>
        )}
        <dl className="space-y-1">
          {row(t('detail.subtotal'), money(data.subtotal))}
          {data.discount > 0 &&
            row(t('detail.discount', { code: data.voucher ?? '' }), `−${money(data.discount)}`)}
          {data.shipping_price > 0 && row(t('detail.shipping'), money(data.shipping_price))}
          {data.tip > 0 && row(t('detail.tip'), money(data.tip))}
          {row(t('detail.total'), money(data.total), true)}
        </dl>
        <ReceiptDownload
          orderId={orderId}
          invoiceNumber={data.invoice_number}
          creditNoteNumber={data.credit_note_number}
        />
        {data.status_changes.length > 0 && (
          <section>
            <h3 className="font-semibold">{t('detail.history')}</h3>
            <ul className="text-sm text-stone-700">
              {data.status_changes.map((entry) => (
                <li key={entry.at + entry.to}>
                  {t('detail.historyEntry', {
                    from: statusLabel(t, entry.from, kind),
                    to: statusLabel(t, entry.to, kind),
                    time: formatInstant(entry.at, restaurant.time_zone, locale),
                    manager: entry.manager ?? '–',
                  })}
                </li>
              ))}
            </ul>
          </section>
        )}
        <KitchenTicket order={data} />
      </div>
    );
  }

  // issue 15: the steps an unpaid online order would take, shown switched off with the reason
  const held = data?.payment_hold === 'awaiting_payment' ? nextOrderStatuses(data.status) : [];
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
    <Sheet title={title} placement="end" onClose={onClose}>
      <div className="flex min-h-full flex-col">
        {body}
        {data && (
          // sticky: the status steps and the ticket stay in reach on a 1024×768 tablet (issue 15)
          <div className="sticky bottom-0 -mx-5 mt-auto space-y-2 border-t border-stone-200 bg-white px-5 pt-3 pb-1">
            {data.payment_hold ? (
              <>
                <p id={reasonId} className="text-sm font-medium text-stone-800">
                  {holdReason(t, data.payment_hold, kind)}
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
                  {data.payment_hold === 'awaiting_payment' && (
                    <CheckPaymentButton
                      order={data}
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
                {nextSteps(data, ticketing).map((status) =>
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
        )}
      </div>
    </Sheet>
  );
}
