import { messageSchema } from './envelope';
import { guestText, idSchema, localeSchema, minorUnits, restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * Issue 17, shared table payments (SPEC §3 tablePaymentStatus, §7 table-payments). One bill per
 * table; each guest claims items, an amount or an equal share and pays it through a provider.
 * Money in minor units of the restaurant's currency.
 */

/** SPEC §7 tablePaymentId: the bill's own handle, a bearer secret of the table's guests. */
export const tablePaymentIdSchema = z.uuid();

/** SPEC §7 externalBasketItems: what the restaurant adds to a table's bill (managers only). */
export const externalBasketItemSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** one unit, minor units */
  price: minorUnits(z.number().int().min(1).max(10_000_000)),
  quantity: z.number().int().min(1).max(99),
});

/**
 * SPEC §7 POST api/table-payments/create: the table's open bill, opened when it has none. A
 * guest names the table and its QR token (as set-table); a manager of the restaurant needs
 * none and may add `externalBasketItems`. Naming `tablePaymentId` answers that bill.
 */
export const createTablePaymentBodySchema = z
  .object({
    restaurantId: restaurantIdSchema,
    tablePaymentId: tablePaymentIdSchema.optional(),
    tableId: idSchema.optional(),
    tableName: z.string().trim().min(1).max(40).optional(),
    qrcode: z.string().trim().min(1).max(200).optional(),
    externalBasketItems: z.array(externalBasketItemSchema).max(50).optional(),
    lang: localeSchema.optional(),
  })
  .refine(
    (body) => body.tablePaymentId !== undefined || body.tableId !== undefined || body.tableName !== undefined,
    { path: ['tableName'], params: { key: 'field_required' } },
  );

/**
 * SPEC §7 GET /api/table-payments. `claimId`, as the provider's return names it: that claim's
 * open payment is asked at its provider first, so the guest coming back sees its outcome.
 */
export const tablePaymentQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  tablePaymentId: tablePaymentIdSchema,
  claimId: idSchema.optional(),
  lang: localeSchema.optional(),
});

const claimState = z.enum(['held', 'paid', 'released']);

export const tableBillLineSchema = z.object({
  /** 'order-line:<id>', 'order-tip:<order id>' or 'external:<id>': what a claim of items names */
  key: z.string(),
  name: z.string(),
  /**
   * one unit as its order charged it; when a voucher's share leaves the line's amount not
   * divisible by its units, the first units taken cost one minor unit more (this one)
   */
  unitPrice: minorUnits(),
  quantity: z.number().int(),
  /** what the line's units cost together, as their order charged them; the lines add up to `total` */
  amount: minorUnits(),
  /** what the units left cost together: a claim of all of them pays exactly this */
  leftAmount: minorUnits(),
  paidQuantity: z.number().int(),
  heldQuantity: z.number().int(),
  leftQuantity: z.number().int(),
});

export const tableClaimSchema = z.object({
  id: z.number(),
  /** the name the guest gave, or null */
  name: z.string().nullable(),
  kind: z.enum(['items', 'amount', 'share']),
  ways: z.number().int().nullable(),
  amount: minorUnits(),
  tip: minorUnits(),
  state: claimState,
  /** made by the caller (their guest token or account) */
  mine: z.boolean(),
  /** what the staff took at the table (cash or their card terminal), recorded by a manager */
  at_table: z.boolean(),
  /**
   * the caller's own part while it is being paid: where its payment goes on (the provider's
   * page), so a guest who came back without paying can finish or cancel it; null otherwise
   */
  payment_link: z.string().nullable(),
  lines: z.array(z.object({ key: z.string(), quantity: z.number().int(), amount: minorUnits() })),
});

/** Issue 33: one round of the table: an order on the bill and the lines it put there. */
export const tableRoundSchema = z.object({
  orderId: z.number(),
  /** when it was placed, ISO instant */
  placed_at: z.string(),
  /** placed_at as wall clock 'YYYY-MM-DD HH:MM' in the restaurant's zone */
  placed_time: z.string(),
  /** what the order charged, minor units: its lines (less its voucher's share) and its tip */
  total: minorUnits(),
  /** the bill lines of this round (`lines[].key`), its tip's line included */
  lines: z.array(z.string()),
});

/** SPEC §3 tableOrder / tablePaymentStatus: the table's bill as it stands. */
export const tablePaymentSchema = z.object({
  tablePaymentId: z.string(),
  table: z.object({ id: z.number(), name: z.string() }),
  /** open until everything is paid */
  status: z.enum(['open', 'paid']),
  currency: z.string(),
  total: minorUnits(),
  paid: minorUnits(),
  held: minorUnits(),
  left: minorUnits(),
  tips: minorUnits(),
  /** the table's orders in the bill (SPEC §3 tableOrder) */
  orderIds: z.array(z.number()),
  lines: z.array(tableBillLineSchema),
  /** issue 33: the orders as rounds, oldest first, with the lines each holds */
  rounds: z.array(tableRoundSchema),
  claims: z.array(tableClaimSchema),
  closed_at: z.string().nullable(),
});
export type TablePayment = z.infer<typeof tablePaymentSchema>;

export const tablePaymentResponseSchema = z.object({
  data: tablePaymentSchema,
  message: messageSchema.optional(),
});

const claimPaymentType = z.enum(['mollie', 'saferPay', 'payFix', 'demo']);
const claimCommon = {
  restaurantId: restaurantIdSchema,
  tablePaymentId: tablePaymentIdSchema,
  /**
   * how the part is paid; left out (as SPEC §7 sends a claim), the restaurant's first provider
   * page in the order of its payment methods (Mollie, Saferpay or the demo provider): a
   * restaurant offering none answers 422 on paymentType
   */
  paymentType: claimPaymentType.optional(),
  /** on top of the claim, minor units */
  tip: minorUnits(z.number().int().min(0).max(1_000_000)).default(0),
  name: guestText(z.string().trim().max(40)).optional(),
  /** a receipt goes here once paid, in `lang` */
  email: z.email().max(200).optional(),
  qrCode: z.string().max(200).optional(),
  pin: z.string().max(20).optional(),
  lang: localeSchema.optional(),
};

/**
 * SPEC §7 POST /api/table-payments/events. `action` says what the guest takes: `items` (the
 * bill lines in `basketItems`, with quantities), `amount`, or `share` (one of `ways` equal
 * shares). The optional `x-socket-id` header names the sender's live socket, which then gets no
 * echo of the event.
 */
export const tablePaymentEventBodySchema = z.discriminatedUnion('action', [
  z.object({
    ...claimCommon,
    action: z.literal('items'),
    basketItems: z
      .array(z.object({ key: z.string().max(40), quantity: z.number().int().min(1).max(99) }))
      .min(1)
      .max(100),
  }),
  z.object({ ...claimCommon, action: z.literal('amount'), amount: z.number().int().min(1).max(10_000_000) }),
  z.object({ ...claimCommon, action: z.literal('share'), ways: z.number().int().min(2).max(50) }),
]);
export type TablePaymentEventBody = z.input<typeof tablePaymentEventBodySchema>;

export const tablePaymentEventHeadersSchema = z.object({
  'x-socket-id': z.string().max(100).optional(),
  'idempotency-key': z.string().min(8).max(200).optional(),
});

export const tablePaymentEventResponseSchema = z.object({
  data: z.object({
    claim: tableClaimSchema,
    /** where the guest pays: the provider's page, or the bill's page when already paid (payFix) */
    paymentLink: z.string(),
    tablePayment: tablePaymentSchema,
  }),
  message: messageSchema,
});

/** What a phone at the table hears on the live socket: something changed; read the bill again. */
export const tablePaymentLiveEventSchema = z.object({
  type: z.literal('table.payment'),
  tablePaymentId: z.string(),
  /** issue 33: `guests_counted` — the visit's guests were counted (the board's card shows them) */
  action: z.enum(['claimed', 'paid', 'released', 'closed', 'items_added', 'guests_counted']),
  claimId: z.number().nullable(),
  at: z.string(),
});
export type TablePaymentBody = z.output<typeof createTablePaymentBodySchema>;

/**
 * Issue 17, the receipt on request once the bill is closed (decision 033, addendum): not in
 * SPEC §7. POST /api/table-payments/receipt e-mails the closed bill — its items, everyone's
 * part with its tip, the tips, the total and the restaurant — to the address given. The bill's
 * handle is the table's bearer secret, as for reading it; an open bill is refused (409).
 */
export const tableReceiptBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  tablePaymentId: tablePaymentIdSchema,
  email: z.string().trim().max(200).pipe(z.email()),
  lang: localeSchema.optional(),
});
export type TableReceiptBody = z.input<typeof tableReceiptBodySchema>;

export const tableReceiptResponseSchema = z.object({ message: messageSchema });

/**
 * Issue 33, not in SPEC §7: the staff close a table's visit (POST /api/managers/tables/close-visit
 * with `managerTableRefSchema`), so the next guests start a new one: only once nothing is left
 * to pay (409 `table_visit_unpaid` naming what is, `table_payment_in_progress` while a guest
 * pays a part online). A table without an open visit is free already: the same answer.
 */
export const closeTableVisitResponseSchema = z.object({
  data: z.object({ table: z.object({ id: z.number(), name: z.string() }) }),
  message: messageSchema,
});
