export { restaurantInfoQuery } from './api/restaurant-queries';
export { useLocale, useRestaurant } from './hooks/use-restaurant';
export { windowsOf } from './opening-windows';
