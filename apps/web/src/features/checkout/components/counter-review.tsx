import type { BasketDto } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { sectionCard } from './section-card';

/**
 * Issue 15, pay at the counter: before the order is placed the guest sees what they order, the
 * server's total and that it is picked up now, and places it with one button.
 */
export function CounterReview({ data, onPlace }: { data: BasketDto; onPlace: () => Promise<void> }) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const messageOf = useErrorMessage();
  const [placing, setPlacing] = useState(false);
  const id = useId();
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);
  async function place() {
    setPlacing(true);
    try {
      await onPlace();
    } catch (error) {
      snackbar.error(messageOf(error));
      setPlacing(false);
    }
  }
  return (
    <section className={sectionCard} aria-labelledby={`${id}-title`} aria-busy={placing}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('checkout.counterReview')}
      </h2>
      <p className="flex items-center gap-2 rounded-2xl bg-primary/10 px-4 py-3 font-medium">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-primary">
          <path fill="currentColor" d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 4v5l4 2.4.8-1.3-3.3-2V6H9Z" />
        </svg>
        {t('checkout.counterPickupNow')}
      </p>
      <ul className="divide-y divide-stone-200" aria-label={t('order.items')}>
        {data.products.map((line) => (
          <li key={line.basketProductId} className="flex justify-between gap-4 py-2">
            <span>
              {line.quantity} × {line.name}
            </span>
            <span className="tabular-nums">{money(line.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg font-bold">
        <dt>{t('checkout.total')}</dt>
        <dd className="tabular-nums">{money(data.totalWithDiscount)}</dd>
      </dl>
      <p className="text-sm text-stone-600">{t('checkout.counterPayThere')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link to="/cart" className={secondaryButton}>
          {t('checkout.backToCart')}
        </Link>
        <button type="button" className={`${primaryButton} sm:ms-auto`} disabled={placing} onClick={place}>
          {placing ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </div>
    </section>
  );
}
