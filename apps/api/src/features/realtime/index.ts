export { createRealtime, type Realtime, type RealtimeOptions } from './event-bus';
export type { OrderEvent, OrderEventType } from './order-events';
export { publishOrderCreated, publishOrderPayment, publishOrderStatus } from './publish-order-event';
