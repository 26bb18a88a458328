import { EventMenuPage, MenuPage } from '../features/menu';
import { useRestaurant } from '../features/restaurant';
import { useTranslation } from '../lib/i18n';
import { usePageMeta } from './use-page-meta';

export function MenuRoute() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const eventMode = restaurant.theme.eventMode;
  const title = eventMode ? t('app.onlineShop') : t('nav.menu');
  const place = [restaurant.address.street, restaurant.address.city].filter(Boolean).join(', ');
  usePageMeta(restaurant.name, title, `${restaurant.name} – ${t('nav.menu')}${place ? ` · ${place}` : ''}`);
  return eventMode ? <EventMenuPage /> : <MenuPage />;
}
