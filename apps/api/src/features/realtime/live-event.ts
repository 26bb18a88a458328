import { type OrderEvent, type OrderEventInput, parseOrderEvent } from './order-events';
import { parseTableCallEvent, type TableCallEvent, type TableCallEventInput } from './table-call-events';

/** Everything the realtime port carries per restaurant: order events and (issue 16) table calls. */
export type LiveEvent = OrderEvent | TableCallEvent;
export type LiveEventInput = OrderEventInput | TableCallEventInput;

export const parseLiveEvent = (text: string): LiveEvent | undefined =>
  parseOrderEvent(text) ?? parseTableCallEvent(text);
