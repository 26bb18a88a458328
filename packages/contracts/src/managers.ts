import { isUsefulOrderSearch, orderStatuses, parseOrderSearch, paymentHolds } from '@tavola/domain';
import { messageSchema } from './envelope';
import {
  guestText,
  idSchema,
  integerInput,
  isoDateSchema,
  localeSchema,
  minorUnits,
  restaurantIdSchema,
} from './fields';
import { orderTaxFields } from './tax';
import { z } from './zod';

/** SPEC §7 managers rows and issue 7: the manager area's calls. Every request names its restaurant. */

const pageNumber = integerInput(1, 100_000);

export const managerRestaurantSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  lang: z.string(),
  /** SPEC §3 ticketingSystem: the area shows its ticket pages (issue 18) only then */
  ticketing_system: z.boolean(),
  /** issue 20 (decision 044): the caller's role there; the area hides what a manager cannot do */
  role: z.enum(['owner', 'manager']),
});
export type ManagerRestaurant = z.infer<typeof managerRestaurantSchema>;
export const managerRestaurantsResponseSchema = z.object({ data: z.array(managerRestaurantSchema) });

/** Issue 14.9: the manager area's logout ends the manager's token (no restaurant involved). */
export const managerLogoutBodySchema = z.object({ lang: localeSchema.optional() });

/** SPEC §5: filter type create or delivery — orders by creation time or by delivery time. */
export const managerOrderFilterTypes = ['create', 'delivery'] as const;

/** Dates are calendar days in the restaurant's zone, both included; to_date defaults to from_date. */
export const managerOrdersQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  from_date: isoDateSchema.optional(),
  to_date: isoDateSchema.optional(),
  filter_type: z.enum(managerOrderFilterTypes).default('create'),
  status: z.enum(orderStatuses).optional(),
  page: pageNumber.default(1),
  per_page: integerInput(1, 100).default(50),
  lang: localeSchema.optional(),
});
export type ManagerOrdersQuery = z.input<typeof managerOrdersQuerySchema>;

export const managerOrderLineSchema = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: minorUnits(),
  totalPrice: minorUnits(),
  depot: z.object({ name: z.string(), price: minorUnits() }).nullable(),
  /** chosen options (attribute) and package contents (package) */
  options: z.array(
    z.object({
      kind: z.enum(['attribute', 'package']),
      name: z.string(),
      quantity: z.number().int(),
      price: minorUnits(),
    }),
  ),
  comment: guestText(z.string()).nullable(),
  /** event mode: per-person names and dates */
  details: z.array(z.object({ fullName: guestText(z.string()), date: z.string() })),
});

export const managerOrderSchema = z.object({
  id: z.number(),
  status: z.enum(orderStatuses),
  /** the statuses the order may go to next (packages/domain), for the status buttons */
  next_statuses: z.array(z.enum(orderStatuses)),
  /** issue 34 (decision 082): when the order was called ready for the guest to fetch; it stays processing */
  ready_at: z.string().nullable(),
  payment: z.string(),
  paymentState: z.string(),
  is_online_payment: z.boolean(),
  /** issue 15: why the order may not move while its online payment is open or after it ended; null when it may */
  payment_hold: z.enum(paymentHolds).nullable(),
  deliveryType: z.string(),
  /** wall-clock 'YYYY-MM-DD HH:MM' in the restaurant's zone; null = as soon as possible */
  deliveryTime: z.string().nullable(),
  created_at: z.string(),
  /** created_at as wall-clock 'YYYY-MM-DD HH:MM' in the restaurant's zone */
  created_time: z.string(),
  user_details: z.record(z.string(), guestText(z.string())),
  table: z.object({ id: z.number(), name: z.string() }).nullable(),
  subtotal: minorUnits(),
  shipping_price: minorUnits(),
  tip: minorUnits(),
  voucher: z.string().nullable(),
  discount: minorUnits(),
  total: minorUnits(),
  currency: z.string(),
  lang: z.string(),
  products: z.array(managerOrderLineSchema),
});
export type ManagerOrder = z.infer<typeof managerOrderSchema>;

export const paginationSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  /** 1-based positions shown ('Showing from to of total results'); null on an empty page */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});

export const managerOrdersResponseSchema = z.object({
  data: z.array(managerOrderSchema),
  meta: paginationSchema,
});

/**
 * Issue 34 GET managers/order/board: the live board. Every order the kitchen still has to deal
 * with, whatever day it is due, earliest due first; then today's finished ones, last finished
 * first. `today` is the restaurant's calendar day, so the board groups by due day as the server does.
 */
export const managerBoardQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  lang: localeSchema.optional(),
});
export const managerBoardResponseSchema = z.object({
  data: z.array(managerOrderSchema),
  meta: z.object({
    today: isoDateSchema,
    /** the board shows at most this many open and this many finished orders (decision 080) */
    open_limit: z.number().int(),
    done_limit: z.number().int(),
  }),
});
export type ManagerBoard = z.infer<typeof managerBoardResponseSchema>;

/**
 * Issue 34 GET managers/order/search: an order of the restaurant by its number, the guest's
 * phone or their name or e-mail (packages/domain parseOrderSearch), any day, newest first.
 */
export const managerOrderSearchQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  q: z
    .string()
    .max(100)
    .refine((text) => isUsefulOrderSearch(parseOrderSearch(text)), { params: { key: 'order_search_text' } }),
  lang: localeSchema.optional(),
});
export const managerOrderSearchResponseSchema = z.object({ data: z.array(managerOrderSchema) });

export const managerOrderQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  lang: localeSchema.optional(),
});

export const statusChangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  at: z.string(),
  manager: z.string().nullable(),
});

export const managerOrderResponseSchema = z.object({
  data: managerOrderSchema.extend({ status_changes: z.array(statusChangeSchema), ...orderTaxFields }),
});

/** SPEC §7 managers/order/change-status: orderId, status, restaurantId. */
export const changeStatusBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  status: z.enum(orderStatuses),
  lang: localeSchema.optional(),
});
export const changeStatusResponseSchema = z.object({ data: managerOrderSchema, message: messageSchema });

/**
 * Issue 34 (decision 082, not in SPEC §7): the kitchen calls a pickup order (or an eat-in order
 * without a table) ready; the guest's page shows it and a guest with an e-mail is told.
 */
export const markReadyBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  lang: localeSchema.optional(),
});
export const markReadyResponseSchema = changeStatusResponseSchema;

/** Issue 34: the board asks the provider about an order's open online payment now. */
export const checkPaymentBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  lang: localeSchema.optional(),
});
export const checkPaymentResponseSchema = z.object({ data: managerOrderSchema, message: messageSchema });

export const managerProductsResponseSchema = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), category: z.string() })),
});

/** SPEC §3 break pattern; the rules (SPEC §5) are packages/domain breakPatternProblems. */
export const breakPatternSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  weekdays: z.array(z.number().int()),
  start_date: z.string(),
  end_date: z.string().nullable(),
  stopped_at: z.string().nullable(),
  products: z.array(z.object({ id: z.number(), name: z.string() })),
  /** at the restaurant's current wall-clock minute */
  state: z.enum(['active', 'waiting', 'stopped', 'ended']),
});
export type BreakPatternDto = z.infer<typeof breakPatternSchema>;

export const breakPatternsQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  lang: localeSchema.optional(),
});
export const breakPatternsResponseSchema = z.object({ data: z.array(breakPatternSchema) });

const optionalText = z
  .string()
  .max(100)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * Types only: a missing or empty name, product or weekday list is answered with the break
 * pattern's own messages (SPEC §8 break-pattern codes) by the domain rule, not a generic one.
 */
export const breakPatternBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  name: z.string().max(100).nullish(),
  start_time: z.string().max(10).nullish(),
  end_time: optionalText,
  products: z.array(idSchema).max(500).nullish(),
  weekdays: z.array(z.number().int()).max(7).nullish(),
  start_date: z.string().max(10).nullish(),
  end_date: optionalText,
  lang: localeSchema.optional(),
});
export type BreakPatternBody = z.input<typeof breakPatternBodySchema>;
export const updateBreakPatternBodySchema = breakPatternBodySchema.extend({ id: idSchema });
export const breakPatternRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  id: idSchema,
  lang: localeSchema.optional(),
});
export const breakPatternResponseSchema = z.object({ data: breakPatternSchema, message: messageSchema });
export const breakPatternDeletedSchema = z.object({ message: messageSchema });

/**
 * The live socket (GET api/realtime, WebSocket): the first message says who listens. A manager
 * sends their token and the restaurant; a guest names their order and its own handle (the
 * token of the payment link), as GET api/order accepts.
 */
export const realtimeHelloSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('manager'), token: z.string().min(1).max(4000), restaurantId: idSchema }),
  z.object({ type: z.literal('order'), restaurantId: idSchema, orderId: idSchema, token: z.uuid() }),
  // issue 17: a phone at a table listens to its bill
  z.object({ type: z.literal('table'), restaurantId: idSchema, tablePaymentId: z.uuid() }),
]);
export type RealtimeHello = z.input<typeof realtimeHelloSchema>;
