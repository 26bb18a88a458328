export { type CreatedRestaurant, createRestaurantWithOwner } from './create-restaurant.service';
export { firstRunRoutes } from './first-run.routes';
export { hasRestaurants } from './onboarding.repository';
export { generateSetupToken } from './setup-token';
