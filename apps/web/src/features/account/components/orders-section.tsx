import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderSummaryDto } from '@tavola/contracts';
import { isHostedPayment, paymentHold } from '@tavola/domain';
import { listSeparator, localeInfo } from '@tavola/i18n/locales';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { paymentLabel } from '../../../lib/payment-label';
import { snackbar } from '../../../lib/snackbar';
import { basketRecords } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { useAccountT } from '../account-i18n';
import { accountApi, orderHistoryQuery } from '../api/account-api';
import { useFailureText } from '../hooks/use-failure-text';
import { card, linkButton, Spinner } from './form-parts';

const statuses = ['received', 'processing', 'delivered', 'rejected'] as const;
/** Issue 15: an online payment that ended without money left no order to wait for. */
const endedPayment = {
  failed: 'orders.paymentFailed',
  cancelled: 'orders.paymentCancelled',
  expired: 'orders.paymentExpired',
} as const;

interface OrderDetails {
  products: {
    id: number;
    name: string;
    quantity: number;
    totalPrice: number;
    options: { name: string; quantity: number }[];
    comment: string | null;
  }[];
  order: { subtotal: number; shipping_price: number; tip: number; discount: number; total: number };
}

/** SPEC §2 /dashboard/orders ('Your Orders'): the history a page at a time, details, order again, review. */
export default function OrdersSection() {
  useDeferredTexts();
  const t = useAccountT();
  const { t: tApp, locale } = useTranslation();
  const { api } = useAppContext();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const history = useQuery({
    ...orderHistoryQuery(api, page, locale),
    placeholderData: (previous) => previous,
  });
  const headingId = useId();

  if (history.isError)
    return <LoadError message={t('orders.loadError')} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Spinner label={tApp('app.loading')} />;
  const { data: orders, meta } = history.data;
  const goTo = (next: number) => setSearch(next === 1 ? {} : { page: String(next) });

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        {t('title.orders')}
      </h2>
      {orders.length === 0 ? (
        <div className={`${card} space-y-4 text-center`}>
          <p className="text-stone-600">{t('orders.empty')}</p>
          <Link to="/menu" className={`${primaryButton} inline-block`}>
            {tApp('basket.backToRestaurant')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4" aria-busy={history.isFetching}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      {meta.total > 0 && (
        <nav aria-label={t('orders.pages')} className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('orders.showing', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
          </p>
          {meta.last_page > 1 && (
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={meta.current_page <= 1}
                onClick={() => goTo(meta.current_page - 1)}
              >
                {t('orders.previous')}
              </button>
              <span className="text-sm">{t('orders.page', { page: meta.current_page })}</span>
              <button
                type="button"
                className={secondaryButton}
                disabled={meta.current_page >= meta.last_page}
                onClick={() => goTo(meta.current_page + 1)}
              >
                {t('orders.next')}
              </button>
            </div>
          )}
        </nav>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: OrderSummaryDto }) {
  const t = useAccountT();
  const { t: tApp, locale } = useTranslation();
  const { api, config } = useAppContext();
  const restaurant = useRestaurant();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const failure = useFailureText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const detailsId = useId();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const placed = new Intl.DateTimeFormat(localeInfo[locale].intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: restaurant.time_zone,
  }).format(new Date(order.created_at));
  // online orders are created before they are paid (isHostedPayment is how the API marks them)
  const hold = paymentHold({
    isOnlinePayment: isHostedPayment(order.payment),
    paymentState: order.paymentState,
  });
  const ended =
    hold === 'payment_ended' ? endedPayment[order.paymentState as keyof typeof endedPayment] : undefined;
  const status = ended
    ? t(ended)
    : hold === 'awaiting_payment'
      ? t('orders.awaitingPayment')
      : (statuses as readonly string[]).includes(order.status)
        ? tApp(`order.status.${order.status as (typeof statuses)[number]}`)
        : order.status;
  const units = order.products.reduce((sum, line) => sum + line.quantity, 0);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      snackbar.error(failure(error));
    } finally {
      setBusy(false);
    }
  }

  const orderAgain = () =>
    act(async () => {
      const answer = await accountApi.reorder(api, order.id);
      // SPEC §7 order/create-basket: the new basket becomes this restaurant's stored basket
      basketRecords.remember({ restaurantId: config.restaurantId, basketId: answer.data.basketId });
      await queryClient.invalidateQueries({ queryKey: ['basket'] });
      if (answer.message) snackbar.show({ text: answer.message.body, tone: 'success' });
      navigate('/cart');
    });

  const requestBill = () =>
    act(async () => {
      const answer = await accountApi.billRequest(api, order.id);
      snackbar.show({ text: answer.message.body, tone: 'success' });
    });

  return (
    <article className={`${card} space-y-3`} aria-labelledby={`${detailsId}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${detailsId}-title`} className="text-lg font-semibold">
          {t('orders.number', { id: order.id })}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${ended ? 'bg-red-50 text-red-800' : 'bg-stone-100'}`}
        >
          {status}
        </span>
      </div>
      <p className="text-sm text-stone-600">
        {t('orders.placedOn', { date: placed })}
        {order.deliveryTime && (
          <> · {t('orders.for', { time: formatWallClock(order.deliveryTime, locale) })}</>
        )}
        {' · '}
        {t('orders.paidWith', { method: paymentLabel(tApp, order.payment) })}
      </p>
      <p className="text-sm">
        {order.products.map((line) => `${line.quantity} × ${line.name}`).join(listSeparator[locale])}
        <span className="sr-only"> ({t('orders.items', { count: units })})</span>
      </p>
      <p className="flex justify-between font-semibold">
        <span>{tApp('basket.total')}</span>
        <span>{money(order.total)}</span>
      </p>
      {order.review && (
        <p className="text-sm text-stone-700">
          <span aria-hidden="true" className="text-amber-500">
            {'★'.repeat(order.review.rating)}
            <span className="text-stone-300">{'★'.repeat(5 - order.review.rating)}</span>
          </span>{' '}
          {t('orders.rated', { count: order.review.rating })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={open}
          aria-controls={`${detailsId}-details`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('orders.hideDetails') : t('orders.details')}
        </button>
        <button type="button" className={primaryButton} disabled={busy} onClick={orderAgain}>
          {t('orders.again')}
        </button>
        {order.can_review && (
          <Link className={secondaryButton} to={`/review?orderId=${order.id}&token=${order.token}`}>
            {t('orders.review')}
          </Link>
        )}
        <button type="button" className={linkButton} disabled={busy} onClick={requestBill}>
          {t('orders.bill')}
        </button>
      </div>
      <div id={`${detailsId}-details`} hidden={!open}>
        {open && <OrderLines order={order} />}
      </div>
    </article>
  );
}

function OrderLines({ order }: { order: OrderSummaryDto }) {
  const { t: tApp, locale } = useTranslation();
  const { api } = useAppContext();
  const details = useQuery({
    queryKey: ['account', 'order', order.id, locale],
    queryFn: ({ signal }) =>
      api
        .get<{ data: OrderDetails }>('order', { orderId: order.id, token: order.token }, signal)
        .then((answer) => answer.data),
    retry: false,
  });
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  if (details.isError)
    return <LoadError message={tApp('order.loadError')} onRetry={() => void details.refetch()} />;
  if (!details.data) return <Spinner label={tApp('app.loading')} />;
  const { products, order: totals } = details.data;
  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="space-y-3 border-t border-stone-200 pt-3">
      <ul className="divide-y divide-stone-100" aria-label={tApp('order.items')}>
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
            {line.comment && <p className="text-sm text-stone-600 italic">{line.comment}</p>}
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-sm">
        {row(tApp('checkout.subtotal'), money(totals.subtotal))}
        {totals.discount > 0 && row(tApp('checkout.discount'), `−${money(totals.discount)}`)}
        {totals.shipping_price > 0 && row(tApp('checkout.shipping'), money(totals.shipping_price))}
        {totals.tip > 0 && row(tApp('checkout.tip'), money(totals.tip))}
        {row(tApp('checkout.total'), money(totals.total))}
      </dl>
    </div>
  );
}
