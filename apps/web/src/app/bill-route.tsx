import { useRestaurant } from '../features/restaurant';
import { BillPage } from '../features/table-payment';
import { useTranslation } from '../lib/i18n';
import { usePageMeta } from './use-page-meta';

/** Issue 17, /table-payment: the table's shared bill; route and page load on demand. */
export function BillRoute() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  usePageMeta(restaurant.name, t('bill.pageTitle'), `${restaurant.name} – ${t('bill.pageTitle')}`);
  return <BillPage />;
}
