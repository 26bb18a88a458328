export { RestaurantSearchPage } from './components/restaurant-search-page';
