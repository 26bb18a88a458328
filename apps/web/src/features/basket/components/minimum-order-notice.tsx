import type { BasketDto } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';

/**
 * Issue 15: the delivery minimum told before it fails, from the basket answer (the server
 * decides): '€0.10 more for delivery to 10435', or the restaurant's lowest minimum while no
 * postal code is known (issue 33: 'Minimum order for delivery: €12.00', not a fee). The buttons it blocks point here with
 * aria-describedby, so the reason is read with them.
 */
export function MinimumOrderNotice({ basket, id }: { basket: BasketDto; id: string }) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const minimum = basket.minimum_order;
  if (!minimum) return null;
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);
  if (minimum.postalCode === null)
    return (
      <p id={id} className="text-sm text-stone-600">
        {t('basket.deliveryFrom', { minimum: money(minimum.required) })}
      </p>
    );
  if (minimum.missing === 0) return null;
  const text = t('basket.minimumMissingFor', {
    amount: money(minimum.missing),
    postalCode: minimum.postalCode,
  });
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 4a1 1 0 0 0-1 1v4a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 8.5a1.1 1.1 0 1 0 0-2.2 1.1 1.1 0 0 0 0 2.2Z" />
      </svg>
      <span>{text}</span>
    </p>
  );
}
