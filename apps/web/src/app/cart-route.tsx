import { CartPage } from '../features/basket';
import { useRestaurant } from '../features/restaurant';
import { useTranslation } from '../lib/i18n';
import { usePageMeta } from './use-page-meta';

/** SPEC §2 /cart: title 'Review Card'; the page itself loads on demand. */
export function CartRoute() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  usePageMeta(restaurant.name, t('basket.reviewTitle'), `${restaurant.name} – ${t('basket.reviewTitle')}`);
  return <CartPage />;
}
