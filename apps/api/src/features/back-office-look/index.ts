export { backOfficeLookRoutes } from './back-office-look.routes';
