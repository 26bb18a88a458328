export { restaurantSearchRoutes } from './restaurant-search.routes';
