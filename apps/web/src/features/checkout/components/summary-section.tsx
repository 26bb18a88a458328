import type { BasketDto } from '@tavola/contracts';
import { Suspense, useId } from 'react';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ItemCommentField } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { sectionCard } from './section-card';

/**
 * SPEC §4: the order's lines and the server's totals. One block on purpose: issue 15's
 * money-and-time part replaces it with the shared OrderSummary.
 */
export function SummarySection({ data }: { data: BasketDto }) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const id = useId();
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);
  const delivery = data.deliveryType === 'delivery';
  const row = (label: string, value: string, strong = false) => (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-stone-200 pt-3 text-lg font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className={sectionCard} aria-labelledby={`${id}-summary`}>
      <h2 id={`${id}-summary`} className="text-lg font-semibold">
        {t('checkout.summary')}
      </h2>
      <ul className="divide-y divide-stone-200">
        {data.products.map((line) => (
          <li key={line.basketProductId} className="py-2">
            <div className="flex justify-between gap-4">
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{money(line.totalPrice)}</span>
            </div>
            <Suspense fallback={null}>
              <ItemCommentField line={line} />
            </Suspense>
          </li>
        ))}
      </ul>
      <dl className="space-y-1">
        {row(t('checkout.subtotal'), money(data.totalPrice))}
        {data.voucherValue > 0 && row(t('checkout.discount'), `−${money(data.voucherValue)}`)}
        {delivery && row(t('checkout.shipping'), money(data.shipping_price))}
        {data.tip > 0 && row(t('checkout.tip'), money(data.tip))}
        {row(t('checkout.total'), money(data.totalWithDiscount), true)}
      </dl>
    </section>
  );
}
