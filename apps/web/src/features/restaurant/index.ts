export { restaurantInfoQuery } from './api/restaurant-queries';
export { PageHeader } from './components/page-header';
export { useLocale, useRestaurant } from './hooks/use-restaurant';
export { showsCatalogueOnly, typesOpenNow, windowsOf } from './opening-windows';
