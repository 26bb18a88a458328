export { accountRoutes } from './account.routes';
export { accountBasketRoutes } from './account-baskets.routes';
export { addressRoutes } from './addresses.routes';
export { orderHistoryRoutes } from './order-history.routes';
export { reviewRoutes } from './reviews.routes';
