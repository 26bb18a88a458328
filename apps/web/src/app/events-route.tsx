import { lazy } from 'react';
import { eventPages } from '../features/menu';
import { useRestaurant } from '../features/restaurant';
import { useTranslation } from '../lib/i18n';
import { NotFoundPage } from './not-found-page';
import { usePageMeta } from './use-page-meta';

const EventsListPage = lazy(() => eventPages().then((pages) => ({ default: pages.EventsListPage })));

/** SPEC §2 Events list: a route of the event layout with a ticketing system; elsewhere not found. */
export function EventsRoute() {
  const { theme, settings } = useRestaurant();
  return theme.eventMode && settings.ticketingSystem ? <EventsList /> : <NotFoundPage />;
}

function EventsList() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  usePageMeta(restaurant.name, t('app.onlineShop'), restaurant.name);
  return <EventsListPage />;
}
