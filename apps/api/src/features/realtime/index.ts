export { createRealtime, type Realtime, type RealtimeOptions } from './event-bus';
export type { LiveEvent } from './live-event';
export type { OrderEvent, OrderEventType } from './order-events';
export { publishOrderCreated, publishOrderPayment, publishOrderStatus } from './publish-order-event';
export {
  publishTableCall,
  publishTableCallAcknowledged,
  type TableCallEvent,
} from './table-call-events';
export {
  publishTablePayment,
  type TablePaymentAction,
  type TablePaymentEvent,
} from './table-payment-events';
