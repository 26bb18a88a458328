import { formatMoney } from '@tavola/i18n/money';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import { useBasket } from '../hooks/use-basket';

/**
 * Issue 15: on phones, while the basket holds something, a bar at the foot of the menu leads to
 * /cart with the server's count and total, so the way on is always in reach of a thumb.
 */
export function BasketBar() {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const basket = useBasket().data;
  const count = basket?.items_count ?? 0;
  const shown = count > 0 && !restaurant.settings.catalogue_mode;

  // the page keeps room for the bar at its end, and snackbars show above it (index.css)
  useEffect(() => {
    if (!shown) return;
    document.documentElement.dataset.basketBar = '';
    return () => {
      delete document.documentElement.dataset.basketBar;
    };
  }, [shown]);

  if (!basket || !shown) return null;
  const total = formatMoney(basket.totalPrice, restaurant.currency, locale);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:hidden">
      <Link
        to="/cart"
        aria-label={t('basket.viewBasket', { count, total })}
        className="flex h-14 items-center gap-3 rounded-2xl bg-primary ps-3 pe-4 font-semibold text-(--color-primary-contrast) shadow-lg shadow-stone-900/20 hover:opacity-95"
      >
        <span className="flex h-8 min-w-8 items-center justify-center rounded-full bg-white/20 px-2 text-sm tabular-nums">
          {count}
        </span>
        <span className="min-w-0 flex-1 truncate">{t('basket.view')}</span>
        <span className="tabular-nums">{total}</span>
      </Link>
    </div>
  );
}
