export { backOfficeReservationsRoutes } from './back-office-reservations.routes';
