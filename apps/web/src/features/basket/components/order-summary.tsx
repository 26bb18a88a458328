import type { BasketDto } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import { MinimumOrderNotice } from './minimum-order-notice';

/**
 * Issue 15: the basket's money exactly as the API computed it and create-order will charge it
 * (goods, deposits, discount, shipping, tip, total), and under it what the delivery minimum
 * still asks for (its element gets `minimumId`, for the buttons it blocks). Nothing is added up
 * here: the web shows the server's numbers only. Used by the side cart, /cart and the checkout.
 */
export default function OrderSummary({
  basket,
  minimumId,
  className = '',
}: {
  basket: BasketDto;
  minimumId: string;
  className?: string;
}) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);
  const { summary } = basket;
  const shipping =
    summary.shipping === null
      ? t('checkout.shippingLater')
      : summary.shipping === 0
        ? t('checkout.shippingFree')
        : money(summary.shipping);

  const row = (label: string, value: string, muted = false) => (
    <div className={`flex items-baseline justify-between gap-4 ${muted ? 'text-stone-600' : ''}`}>
      <dt>{label}</dt>
      <dd className="text-end tabular-nums">{value}</dd>
    </div>
  );

  return (
    <div className={`space-y-3 ${className}`}>
      <dl className="space-y-1">
        {row(t('checkout.subtotal'), money(summary.subtotal))}
        {summary.deposits > 0 && row(t('checkout.deposits'), money(summary.deposits), true)}
        {summary.discount > 0 && row(t('checkout.discount'), `−${money(summary.discount)}`, true)}
        {basket.deliveryType === 'delivery' &&
          row(t('checkout.shipping'), shipping, summary.shipping === null)}
        {summary.tip > 0 && row(t('checkout.tip'), money(summary.tip))}
        <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3 text-lg font-bold">
          <dt>{t('checkout.total')}</dt>
          <dd className="text-end tabular-nums">{money(summary.total)}</dd>
        </div>
      </dl>
      <MinimumOrderNotice basket={basket} id={minimumId} />
    </div>
  );
}
