export { managedRestaurant, managesRestaurant, requireManagerId } from './manager-access';
export { managerRoutes } from './managers.routes';
