import { useQuery } from '@tanstack/react-query';
import { orderKind } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { type ReactNode, useEffect } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n';
import { orderQuery } from '../api/manager-api';
import { formatPhone } from '../format-phone';
import { orderKindLabel, paymentLabel, paymentStateLabel, statusLabel, statusTone } from '../labels';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { stageOf } from '../order-steps';
import { boardHoldLabel, holdTone } from '../payment-marks';
import { KitchenTicket } from './kitchen-ticket';
import { OrderDetailActions } from './order-detail-actions';
import { OrderLines } from './order-lines';
import { OrderStatusHistory } from './order-status-history';
import { ReceiptDownload } from './receipt-download';

/** Issue 7 order detail: everything the kitchen and the counter need, the status buttons and the ticket. */
export default function OrderDetail({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant, markSeen } = useManager();
  const order = useQuery(orderQuery(api, restaurant.id, orderId, locale));
  useEffect(() => markSeen(orderId), [markSeen, orderId]);
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
        <OrderStatusHistory order={data} kind={kind} />
        <KitchenTicket order={data} />
      </div>
    );
  }

  return (
    <Sheet title={title} placement="end" onClose={onClose}>
      <div className="flex min-h-full flex-col">
        {body}
        {data && <OrderDetailActions orderId={orderId} order={data} kind={kind} />}
      </div>
    </Sheet>
  );
}
