export { backOfficePaymentsRoutes } from './back-office-payments.routes';
export { sellerDetailsRoutes } from './seller-details.routes';
