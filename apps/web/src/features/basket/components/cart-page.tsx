import { Redirect } from 'wouter';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { PageHeader } from '../../restaurant';
import { useBasket, useBasketId } from '../hooks/use-basket';
import { CartContents } from './cart-contents';

/**
 * SPEC §2 /cart, title 'Review Card'. SPEC §4: an empty cart, once loaded, redirects to the
 * menu. 'Continue' leads to the checkout.
 */
export default function CartPage() {
  useDeferredTexts();
  const { t } = useTranslation();
  const basketId = useBasketId();
  const basket = useBasket();
  const loaded = !basketId || basket.isSuccess;
  if (loaded && (basket.data?.products.length ?? 0) === 0) return <Redirect to="/menu" replace />;
  return (
    <>
      <PageHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('basket.reviewTitle')}</h1>
        <div className="rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <CartContents variant="page" />
        </div>
      </main>
    </>
  );
}
