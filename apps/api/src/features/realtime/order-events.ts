/**
 * What the restaurant's live board and a guest's order page hear (issue 7): a new order, a
 * payment state change, a status change. Events say what changed; clients read the order
 * itself from the API, so an event never carries more than a guest may see.
 */
export type OrderEventType = 'order.created' | 'order.payment' | 'order.status';

export interface OrderEvent {
  type: OrderEventType;
  restaurantId: number;
  orderId: number;
  /** the order's status after the change (always on order.status) */
  status?: string;
  /** issue 34: 'ready' when the change called the order ready (its status stays processing) */
  stage?: string;
  /** the payment state after the change (always on order.payment) */
  paymentState?: string;
  /** when it happened, ISO instant; clients resume from here after a reconnect */
  at: string;
}

export type OrderEventInput = Omit<OrderEvent, 'at'> & { at?: string };

const eventTypes: readonly string[] = ['order.created', 'order.payment', 'order.status'];

/** Reads an event off the wire (Redis messages are JSON); anything else is dropped. */
export function parseOrderEvent(text: string): OrderEvent | undefined {
  try {
    const value = JSON.parse(text) as Partial<OrderEvent>;
    if (
      typeof value.type === 'string' &&
      eventTypes.includes(value.type) &&
      Number.isInteger(value.restaurantId) &&
      Number.isInteger(value.orderId) &&
      typeof value.at === 'string'
    )
      return value as OrderEvent;
  } catch {}
  return undefined;
}
