export { managedRestaurant, managesRestaurant, requireManagerId, roleAt } from './manager-access';
export { managerRoutes } from './managers.routes';
export { successMessage } from './success-message';
