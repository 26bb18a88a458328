import type { ManagerOrder } from '@tavola/contracts';
import { orderKind } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n';
import { formatPhone } from '../format-phone';
import { orderKindLabel } from '../labels';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { ticketPaymentLine } from '../payment-marks';
import { OrderLines } from './order-lines';
import './kitchen-ticket.css';

/**
 * The printable kitchen ticket: hidden on screen; when printing, it is the only thing on the
 * page (narrow, black on white, large order number), whatever else is open. Its payment line
 * tells the counter or the driver what to collect, or that the order was paid (issue 15).
 */
export function KitchenTicket({ order }: { order: ManagerOrder }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { restaurant } = useManager();
  const when = order.deliveryTime ? formatWallClock(order.deliveryTime, locale) : t('orders.asap');
  const address = [
    order.user_details.address,
    order.user_details.house_number,
    order.user_details.postalCode,
    order.user_details.city,
  ]
    .filter(Boolean)
    .join(' ');
  const kind = orderKind(order, { ticketing: restaurant.ticketing_system });
  return createPortal(
    <div className="kitchen-ticket" data-testid="kitchen-ticket">
      <p style={{ fontSize: '10pt' }}>
        {restaurant.name} · {t(kind === 'class' ? 'ticket.headingClass' : 'ticket.heading')}
      </p>
      <p style={{ fontSize: '22pt', fontWeight: 800 }}>{t('orders.number', { id: String(order.id) })}</p>
      <p style={{ fontWeight: 700 }}>
        {orderKindLabel(t, kind)} · {when}
        {order.table ? ` · ${t('detail.table')} ${order.table.name}` : ''}
      </p>
      <p>{formatWallClock(order.created_time, locale)}</p>
      <hr />
      <OrderLines order={order} prices={false} />
      {order.user_details.comment && (
        <p style={{ fontWeight: 700 }}>
          {t('detail.orderComment')}: {order.user_details.comment}
        </p>
      )}
      <hr />
      <p>
        {order.user_details.name} {order.user_details.mobile && formatPhone(order.user_details.mobile)}
      </p>
      {order.deliveryType === 'delivery' && address && <p>{address}</p>}
      <hr />
      <p style={{ fontSize: '13pt', fontWeight: 800 }}>
        {ticketPaymentLine(t, order, (minor) => formatMoney(minor, order.currency, locale))}
      </p>
    </div>,
    document.body,
  );
}
