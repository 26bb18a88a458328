export { backOfficeContactRoutes } from './back-office-contact.routes';
