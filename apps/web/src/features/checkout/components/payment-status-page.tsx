import { useQuery } from '@tanstack/react-query';
import { formatLocalDateTime, orderKind, orderStage, paymentHold, toLocalMoment } from '@tavola/domain';
import { listSeparator } from '@tavola/i18n/locales';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'wouter';
import { LoadError } from '../../../components/ui/load-error';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { type Translate, useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { PageHeader, useRestaurant } from '../../restaurant';
import { tableSeats, useTableSeat } from '../../table-payment';
import { OrderTickets } from '../../tickets';
import { orderQuery } from '../api/checkout-api';
import { useOrderLiveStatus } from '../hooks/use-order-live-status';
import { deliveryAddressOf, placedByBusiness } from '../order-contact';
import { paymentLabel } from './payment-label';
import { PaymentStatePanel } from './payment-state-panel';
import { ReceiptLinks } from './receipt-links';

/**
 * SPEC §4 Order/payment: the order status values a guest can see, and (issue 34, decision 082)
 * 'ready' while the order waits to be fetched: at the counter unless it is a pickup. Issue 33:
 * a class booking (the domain's `orderKind`) is confirmed and then checked in, not prepared and
 * delivered.
 */
const statusLabel = (t: Translate, stage: string, kind: string) =>
  stage === 'received'
    ? t('order.status.received')
    : stage === 'processing'
      ? t(kind === 'class' ? 'order.status.classConfirmed' : 'order.status.processing')
      : stage === 'ready'
        ? t(kind === 'pickup' ? 'order.status.ready' : 'order.status.readyCounter')
        : stage === 'delivered'
          ? t(kind === 'class' ? 'order.status.checkedIn' : 'order.status.delivered')
          : stage === 'rejected'
            ? t('order.status.rejected')
            : stage;

const typeLabel = (t: Translate, type: string) =>
  type === 'delivery' || type === 'pickup' || type === 'here' ? t(`deliveryType.${type}`) : type;

/** Issue 33: the order's time named for what it is: a delivery, a pickup, a table's, a class. */
const timeLabel = (t: Translate, kind: string) =>
  kind === 'class'
    ? t('order.classTime')
    : kind === 'pickup'
      ? t('order.pickupTime')
      : kind === 'here'
        ? t('order.time')
        : t('checkout.deliveryTime');

/** SPEC §2 /paymentstatus: the order (by orderId and token) with its items, totals and status. */
/** The order's link names no order this guest may read: unknown, another's, or mangled. */
const linkBroken = (error: unknown) => error instanceof ApiError && [404, 422].includes(error.status);

export default function PaymentStatusPage() {
  useDeferredTexts();
  const { t, locale } = useTranslation();
  const { api, config } = useAppContext();
  const restaurant = useRestaurant();
  const messageOf = useErrorMessage();
  const [search] = useSearchParams();
  const order = useQuery(orderQuery(api, locale, search.get('orderId') ?? '', search.get('token') ?? ''));
  useOrderLiveStatus(search.get('orderId') ?? '', search.get('token') ?? '');
  const seat = useTableSeat(config.restaurantId);
  // issue 17: an order at this phone's table, to be paid at the end, goes onto the table's bill
  const billTable =
    order.data?.order.payment === 'payAtEnd' && order.data.table?.id === seat?.tableId
      ? order.data.table
      : undefined;
  useEffect(() => {
    if (billTable) tableSeats.ordered(config.restaurantId, billTable.id);
  }, [billTable, config.restaurantId]);

  let body: ReactNode;
  if (order.isPending && order.fetchStatus !== 'idle')
    body = (
      <div className="flex justify-center py-16" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  else if (!order.data && linkBroken(order.error))
    // a wrong or mangled link (404, or a token that is no token): trying again cannot help
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-800">
        <p>{t('order.linkInvalid')}</p>
        <Link href="/menu" className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white">
          {t('notFound.back')}
        </Link>
      </div>
    );
  else if (!order.data)
    body = (
      <LoadError
        message={order.error ? messageOf(order.error, t('order.loadError')) : t('order.loadError')}
        onRetry={() => void order.refetch()}
      />
    );
  else {
    const { order: details, products, table, tickets } = order.data;
    const money = (minor: number) => formatMoney(minor, details.currency, locale);
    // issue 15: the restaurant's wall clock in the guest's language
    const time = details.deliveryTime
      ? formatWallClock(details.deliveryTime, locale)
      : t('checkout.asSoonAsPossible');
    // SPEC §5 times in 24-hour format: when it was placed, on the restaurant's wall clock
    const placedAt = formatWallClock(
      formatLocalDateTime(toLocalMoment(Date.parse(details.created_at), restaurant.time_zone)),
      locale,
    );
    const row = (label: string, value: ReactNode, strong = false) => (
      <div
        className={`flex justify-between gap-4 ${strong ? 'border-t border-stone-200 pt-3 text-lg font-bold' : ''}`}
      >
        <dt>{label}</dt>
        <dd className="text-end">{value}</dd>
      </div>
    );
    const kind = orderKind(details, { ticketing: restaurant.settings.ticketingSystem });
    const address = details.deliveryType === 'delivery' ? deliveryAddressOf(details.user_details) : undefined;
    // issue 15: an online payment that ended without money leaves no order to thank for or to
    // follow; while it is open the order waits for it rather than being "received"
    const hold = paymentHold({
      isOnlinePayment: details.is_online_payment,
      paymentState: details.paymentState,
    });
    const stage = orderStage({ status: details.status, readyAt: details.ready_at });
    body = (
      <div className="space-y-5 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        {hold !== 'payment_ended' && (
          <p className="text-lg font-semibold">{t('order.thanks', { id: String(details.id) })}</p>
        )}
        {/* issue 34: the page follows the order live; "come and fetch it" stands out when it is time */}
        {stage === 'ready' && (
          <p role="status" className="rounded-2xl bg-violet-100 px-4 py-3 text-lg font-bold text-violet-950">
            {t(details.deliveryType === 'pickup' ? 'order.readyNotice' : 'order.readyNoticeCounter')}
          </p>
        )}
        {details.is_online_payment && (
          <PaymentStatePanel
            orderId={details.id}
            token={search.get('token') ?? ''}
            initial={details.paymentState}
          />
        )}
        <dl className="space-y-1">
          {hold === undefined && row(t('order.statusLabel'), statusLabel(t, stage, kind))}
          {hold === 'awaiting_payment' && row(t('order.statusLabel'), t('payment.state.open'))}
          {/* issue 33: a class is booked, not picked up */}
          {kind !== 'class' && row(t('deliveryType.label'), typeLabel(t, details.deliveryType))}
          {table && row(t('order.table'), table.name)}
          {row(timeLabel(t, kind), time)}
          {/* a user's address is their text in any script: isolated, it keeps its own order */}
          {address && row(t('order.deliveryAddress'), <bdi>{address}</bdi>)}
          {row(t('checkout.payment'), paymentLabel(t, details.payment))}
          {restaurant.telephon &&
            row(
              t('order.restaurantPhone'),
              <a href={`tel:${restaurant.telephon.replace(/[^\d+]/g, '')}`} className="underline">
                <bdi dir="ltr">{restaurant.telephon}</bdi>
              </a>,
            )}
          {row(t('order.placedAt'), placedAt)}
        </dl>
        {billTable && (
          <Link
            to="/table-payment"
            aria-label={t('bill.entryTo', { name: billTable.name })}
            className="block rounded-full bg-primary px-5 py-3 text-center font-semibold text-(--color-primary-contrast) hover:shadow-md"
          >
            {t('bill.entry')}
          </Link>
        )}
        {/* issue 18: the tickets count once the order is paid or paid at the door, not while it waits */}
        {hold === undefined && <OrderTickets tickets={tickets} />}
        <ul className="divide-y divide-stone-200" aria-label={t('order.items')}>
          {products.map((line) => (
            <li key={line.id} className="py-2">
              <div className="flex justify-between gap-4">
                <span>
                  {line.quantity} × {line.name}
                </span>
                <span>{money(line.totalPrice)}</span>
              </div>
              {line.options.length > 0 && (
                <p className="text-sm text-stone-600">
                  {line.options.map((option) => option.name).join(listSeparator[locale])}
                </p>
              )}
              {line.comment && <p className="text-sm text-stone-600">{line.comment}</p>}
            </li>
          ))}
        </ul>
        <dl className="space-y-1">
          {/* as the checkout showed it: the goods, then their deposits */}
          {row(t('checkout.subtotal'), money(details.subtotal - details.deposits))}
          {details.deposits > 0 && row(t('checkout.deposits'), money(details.deposits))}
          {details.discount > 0 && row(t('checkout.discount'), `−${money(details.discount)}`)}
          {details.shipping_price > 0 && row(t('checkout.shipping'), money(details.shipping_price))}
          {details.tip > 0 && row(t('checkout.tip'), money(details.tip))}
          {row(t('checkout.total'), money(details.total), true)}
        </dl>
        {/* issue 36: an order that ended without money has nothing to keep a receipt of */}
        {hold !== 'payment_ended' && search.get('token') && (
          <ReceiptLinks
            orderId={details.id}
            token={search.get('token') ?? ''}
            eInvoice={details.invoice_number !== null && placedByBusiness(details.user_details)}
            creditNote={details.credit_note_number !== null}
          />
        )}
      </div>
    );
  }

  return (
    <>
      <PageHeader />
      <main id="main" className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('order.title')}</h1>
        {body}
        <Link to="/menu" className="inline-block rounded-full px-5 py-2.5 font-medium ring-1 ring-stone-300">
          {t('basket.backToRestaurant')}
        </Link>
      </main>
    </>
  );
}
