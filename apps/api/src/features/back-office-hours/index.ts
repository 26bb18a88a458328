export { backOfficeHoursRoutes } from './back-office-hours.routes';
export { patchRestaurantSettings, valuesPatch } from './restaurant-settings-patch';
