export { reservationRoutes } from './reservation.routes';
