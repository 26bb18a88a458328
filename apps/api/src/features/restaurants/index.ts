export { orderableTypes } from './orderable-types';
export type { RestaurantRow } from './restaurant.repository';
export {
  findRestaurantBySlug,
  firstRestaurant,
  openingRules,
  providersWithCredentials,
} from './restaurant.repository';
export { createRestaurantLookup, type RequireRestaurant } from './restaurant-cache';
export { restaurantInfo, restaurantLocale, restaurantSettings } from './restaurant-info.service';
export { restaurantRoutes } from './restaurants.routes';
export { assertOffered, offeredFeatures } from './storefront-features';
export { typeSchedules } from './type-schedules';
