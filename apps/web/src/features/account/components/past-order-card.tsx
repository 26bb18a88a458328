import { useQueryClient } from '@tanstack/react-query';
import type { OrderSummaryDto } from '@tavola/contracts';
import { listSeparator, localeInfo } from '@tavola/i18n/locales';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { paymentLabel } from '../../../lib/payment-label';
import { snackbar } from '../../../lib/snackbar';
import { basketRecords } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { useAccountT } from '../account-i18n';
import { accountApi } from '../api/account-api';
import { useFailureText } from '../hooks/use-failure-text';
import { card, linkButton } from './form-parts';
import { PastOrderLines } from './past-order-lines';
import { pastOrderStatus } from './past-order-status';

/** One past order: when, what, how paid, its total and review; details, order again, the bill. */
export function PastOrderCard({ order }: { order: OrderSummaryDto }) {
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
  const status = pastOrderStatus(order, t, tApp);
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
          className={`rounded-full px-3 py-1 text-sm font-medium ${status.ended ? 'bg-red-50 text-red-800' : 'bg-stone-100'}`}
        >
          {status.text}
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
        {open && <PastOrderLines order={order} />}
      </div>
    </article>
  );
}
