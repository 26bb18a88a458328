export { backOfficeHoursRoutes } from './back-office-hours.routes';
