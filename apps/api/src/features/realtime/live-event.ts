import { type OrderEvent, type OrderEventInput, parseOrderEvent } from './order-events';
import { parseTableCallEvent, type TableCallEvent, type TableCallEventInput } from './table-call-events';
import {
  parseTablePaymentEvent,
  type TablePaymentEvent,
  type TablePaymentEventInput,
} from './table-payment-events';

/**
 * Everything the realtime port carries per restaurant: order events, (issue 16) table calls and
 * (issue 17) table bills.
 */
export type LiveEvent = OrderEvent | TableCallEvent | TablePaymentEvent;
export type LiveEventInput =
  | OrderEventInput
  | TableCallEventInput
  | (TablePaymentEventInput & { type: 'table.payment' });

export const parseLiveEvent = (text: string): LiveEvent | undefined =>
  parseOrderEvent(text) ?? parseTableCallEvent(text) ?? parseTablePaymentEvent(text);
