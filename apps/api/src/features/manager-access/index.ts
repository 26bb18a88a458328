export { managedRestaurant, managesRestaurant, requireManagerId, roleAt } from './manager-access';
export { successMessage } from './success-message';
