export { managedRestaurant, managesRestaurant, requireManagerId } from './manager-access';
export { managerRoutes } from './managers.routes';
export { successMessage } from './success-message';
