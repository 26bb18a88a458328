import type { BasketDto } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { Suspense, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ItemCommentField, OrderSummary } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { sectionCard } from './section-card';

/**
 * SPEC §4: the order's lines and the server's money summary (issue 15: the same OrderSummary as
 * the cart and side cart, so checkout shows exactly what create-order charges).
 */
export function SummarySection({ data, minimumId }: { data: BasketDto; minimumId: string }) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const id = useId();
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);
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
      <Suspense fallback={null}>
        <OrderSummary basket={data} minimumId={minimumId} />
      </Suspense>
    </section>
  );
}
