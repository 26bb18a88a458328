export { breakPatternRoutes } from './break-patterns.routes';
export { managedRestaurant, managesRestaurant, requireManagerId, roleAt } from './manager-access';
export { managerOrderRoutes } from './manager-orders.routes';
export { managerRoutes } from './managers.routes';
export { successMessage } from './success-message';
