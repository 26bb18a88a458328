import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { LanguageSwitcher } from '../../language';
import { useRestaurant } from '../../restaurant';
import { useBasket, useBasketId } from '../hooks/use-basket';
import { CartContents } from './cart-contents';

/**
 * SPEC §2 /cart, title 'Review Card'. SPEC §4: an empty cart, once loaded, redirects to the
 * menu. 'Continue' leads to the checkout.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const basketId = useBasketId();
  const basket = useBasket();
  const loaded = !basketId || basket.isSuccess;
  if (loaded && (basket.data?.products.length ?? 0) === 0) return <Navigate to="/menu" replace />;
  return (
    <>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3 sm:px-6">
          <Link to="/menu" className="min-w-0 truncate text-lg font-bold tracking-tight">
            {restaurant.name}
          </Link>
          <div className="ms-auto">
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('basket.reviewTitle')}</h1>
        <div className="rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <CartContents variant="page" />
        </div>
      </main>
    </>
  );
}
