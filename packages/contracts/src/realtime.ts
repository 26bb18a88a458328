import { tablePaymentLiveEventSchema } from './table-payments';
import { z } from './zod';

/**
 * The live socket (GET api/realtime, WebSocket) as a client meets it: the hello it sends first
 * (`realtimeHelloSchema`) and every message the server sends. The socket code sends values of
 * these types (the hello is `realtimeHelloSchema`), and the OpenAPI document describes the socket from these schemas (issue 19).
 */

const at = z.string().describe('when it happened, ISO instant; clients resume from here after a reconnect');

/** Sent once the socket listens: from here on nothing published is missed. */
export const realtimeReadySchema = z.object({
  type: z.literal('ready'),
  scope: z.enum(['restaurant', 'order', 'table']),
  restaurantId: z.number().int(),
  /** name it in `x-socket-id` on a request, and this socket is not told of that request's change */
  socketId: z.string(),
});

/** A refused hello or a failure; the socket closes after it (close codes 4400–4408, 1011). */
export const realtimeErrorSchema = z.object({
  type: z.literal('error'),
  code: z.string(),
  message: z.string(),
});

/** Events may have been missed (the bus reconnected): read again what is shown. */
export const realtimeResyncSchema = z.object({ type: z.literal('resync') });

const orderEventTypes = z.enum(['order.created', 'order.payment', 'order.status']);

/** A manager's socket: every order event of the restaurant. */
export const realtimeOrderEventSchema = z.object({
  type: orderEventTypes,
  restaurantId: z.number().int(),
  orderId: z.number().int(),
  status: z.string().optional(),
  /** issue 34: 'ready' on the order.status event of an order called ready (its status stays processing) */
  stage: z.string().optional(),
  paymentState: z.string().optional(),
  at,
});

/** A guest's order socket: that order's status and payment changes only. */
export const realtimeGuestOrderEventSchema = z.object({
  type: z.enum(['order.payment', 'order.status']),
  orderId: z.number().int(),
  status: z.string().optional(),
  /** issue 34: 'ready' on the order.status event of an order called ready (its status stays processing) */
  stage: z.string().optional(),
  paymentState: z.string().optional(),
  at,
});

/** A manager's socket (issue 16): a call from a table and its acknowledgement. */
export const realtimeTableCallEventSchema = z.object({
  type: z.enum(['table.call', 'table.call.acknowledged']),
  restaurantId: z.number().int(),
  callId: z.number().int(),
  tableId: z.number().int(),
  tableName: z.string(),
  kind: z.enum(['robot', 'waiter']),
  at,
});

/** A manager's socket (issue 17): the whole table-bill event. A table's socket gets `tablePaymentLiveEventSchema`. */
export const realtimeManagerTablePaymentEventSchema = tablePaymentLiveEventSchema.extend({
  restaurantId: z.number().int(),
  tableId: z.number().int(),
  /** the socket whose request caused it (that socket itself is not told) */
  originSocketId: z.string().optional(),
});

/** Every message a socket may receive, by who listens. */
export const realtimeServerMessages = {
  ready: { schema: realtimeReadySchema, scopes: ['restaurant', 'order', 'table'] },
  error: { schema: realtimeErrorSchema, scopes: ['restaurant', 'order', 'table'] },
  resync: { schema: realtimeResyncSchema, scopes: ['restaurant', 'order', 'table'] },
  orderEvent: { schema: realtimeOrderEventSchema, scopes: ['restaurant'] },
  guestOrderEvent: { schema: realtimeGuestOrderEventSchema, scopes: ['order'] },
  tableCallEvent: { schema: realtimeTableCallEventSchema, scopes: ['restaurant'] },
  managerTablePaymentEvent: { schema: realtimeManagerTablePaymentEventSchema, scopes: ['restaurant'] },
  tablePaymentEvent: { schema: tablePaymentLiveEventSchema, scopes: ['table'] },
} as const;

export const realtimeServerMessageSchema = z.union(
  Object.values(realtimeServerMessages).map((entry) => entry.schema) as unknown as [
    typeof realtimeReadySchema,
    ...z.ZodObject[],
  ],
);
export type RealtimeServerMessage =
  | z.input<typeof realtimeReadySchema>
  | z.input<typeof realtimeErrorSchema>
  | z.input<typeof realtimeResyncSchema>
  | z.input<typeof realtimeOrderEventSchema>
  | z.input<typeof realtimeGuestOrderEventSchema>
  | z.input<typeof realtimeTableCallEventSchema>
  | z.input<typeof realtimeManagerTablePaymentEventSchema>
  | z.input<typeof tablePaymentLiveEventSchema>;
