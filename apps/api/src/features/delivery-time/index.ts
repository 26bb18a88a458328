export { deliveryCalendar } from './delivery-calendar';
export { deliveryTimeRoutes } from './delivery-time.routes';
export { nextFreeSlot, slotUsed } from './slot-capacity';
export { slotFullParams } from './slot-full-message';
