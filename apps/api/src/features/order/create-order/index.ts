export { type CreateOrderInput, createOrder } from './create-order';
export type { OrderCaller, OrderLineRow, OrderRow } from './order-caller';
export { prepareOrder } from './prepare-order';
