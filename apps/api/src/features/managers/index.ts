export { managedRestaurant, managesRestaurant, requireManagerId, roleAt } from './manager-access';
export { managerRoutes } from './managers.routes';
