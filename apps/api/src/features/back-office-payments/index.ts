export { backOfficePaymentsRoutes } from './back-office-payments.routes';
