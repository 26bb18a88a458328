export { backOfficeMenuRoutes } from './back-office-menu.routes';
