export { deliveryCalendar } from './delivery-calendar';
