import type { ClaimState } from '@tavola/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orderProducts, orders, type TableCapacity } from './ordering';
import { restaurants, tables } from './restaurants';
import { sameRestaurant, tenantKey } from './tenant-keys';

const restaurantId = () =>
  integer()
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const tablePaymentStates = ['open', 'paid'] as const;
export type TablePaymentState = (typeof tablePaymentStates)[number];

/**
 * Issue 17 (decision 029): one bill per table. Its orders are the table's unpaid pay-at-end
 * orders while it is open, and those it paid once it closed (orders.table_payment_session_id).
 * `public_id` is the SPEC §7 `tablePaymentId`: a bearer secret of the table's guests.
 * Issue 33: the open bill is also the table's visit, which lasts until the bill is paid or the
 * staff close it: every phone seated there joins it, and `guests` is its guests, counted once.
 */
export const tablePaymentSessions = pgTable(
  'table_payment_sessions',
  {
    id: id(),
    restaurantId: restaurantId(),
    tableId: integer().notNull(),
    publicId: uuid().notNull().defaultRandom(),
    state: text().$type<TablePaymentState>().notNull().default('open'),
    /** SPEC §5 table capacity of the visit: asked once, whichever phone answers first */
    guests: jsonb().$type<TableCapacity>(),
    createdAt: createdAt(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('table_payment_sessions_public_id_unique').on(t.publicId),
    // one open bill per table: two phones opening it at once get the same one
    uniqueIndex('table_payment_sessions_open_unique')
      .on(t.restaurantId, t.tableId)
      .where(sql`${t.state} = 'open'`),
    tenantKey('table_payment_sessions', t.restaurantId, t.id),
    sameRestaurant(
      'table_payment_sessions_table_tenant_fk',
      { restaurantId: t.restaurantId, column: t.tableId },
      tables,
      'cascade',
    ),
  ],
);

/** SPEC §7 externalBasketItems: what the restaurant adds to a table's bill (e.g. from its till). */
export const tablePaymentExternalItems = pgTable(
  'table_payment_external_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    sessionId: integer().notNull(),
    name: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('table_payment_external_items_session_idx').on(t.sessionId),
    tenantKey('table_payment_external_items', t.restaurantId, t.id),
    sameRestaurant(
      'table_payment_external_items_session_tenant_fk',
      { restaurantId: t.restaurantId, column: t.sessionId },
      tablePaymentSessions,
      'cascade',
    ),
  ],
);

export const tableClaimKinds = ['items', 'amount', 'share'] as const;
export type TableClaimKind = (typeof tableClaimKinds)[number];

/**
 * A guest's part of a table's bill: it holds its items or amount from the moment it is made
 * until its payment is paid (state paid) or fails, is cancelled or expires (state released).
 */
export const tablePaymentClaims = pgTable(
  'table_payment_claims',
  {
    id: id(),
    restaurantId: restaurantId(),
    sessionId: integer().notNull(),
    /** who claimed: the guest token's subject or the customer ('guest:…', 'customer:…') */
    claimant: text().notNull(),
    /** the name the guest shows the table (optional) */
    name: text(),
    kind: text().$type<TableClaimKind>().notNull(),
    /** an equal share: of how many */
    ways: integer(),
    /** of the bill, minor units */
    amount: integer().notNull(),
    /** on top of the amount */
    tip: integer().notNull().default(0),
    state: text().$type<ClaimState>().notNull().default('held'),
    paymentType: text().notNull(),
    /** a receipt goes here once paid, in `lang` */
    email: text(),
    lang: text().notNull(),
    idempotencyKey: text(),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('table_payment_claims_session_idx').on(t.sessionId),
    uniqueIndex('table_payment_claims_idempotency_unique').on(t.restaurantId, t.idempotencyKey),
    tenantKey('table_payment_claims', t.restaurantId, t.id),
    sameRestaurant(
      'table_payment_claims_session_tenant_fk',
      { restaurantId: t.restaurantId, column: t.sessionId },
      tablePaymentSessions,
      'cascade',
    ),
    check('table_payment_claims_amount_positive', sql`${t.amount} > 0 and ${t.tip} >= 0`),
  ],
);

/** The units of one bill line a claim holds: an order's line, an order's tip or an added item. */
export const tablePaymentClaimLines = pgTable(
  'table_payment_claim_lines',
  {
    id: id(),
    restaurantId: restaurantId(),
    claimId: integer().notNull(),
    orderProductId: integer(),
    /** the tip placed with this order, a line of the bill of its own (issue 33) */
    tipOrderId: integer(),
    externalItemId: integer(),
    quantity: integer().notNull(),
    amount: integer().notNull(),
  },
  (t) => [
    index('table_payment_claim_lines_claim_idx').on(t.claimId),
    sameRestaurant(
      'table_payment_claim_lines_claim_tenant_fk',
      { restaurantId: t.restaurantId, column: t.claimId },
      tablePaymentClaims,
      'cascade',
    ),
    sameRestaurant(
      'table_payment_claim_lines_order_line_tenant_fk',
      { restaurantId: t.restaurantId, column: t.orderProductId },
      orderProducts,
      'cascade',
    ),
    sameRestaurant(
      'table_payment_claim_lines_tip_order_tenant_fk',
      { restaurantId: t.restaurantId, column: t.tipOrderId },
      orders,
      'cascade',
    ),
    sameRestaurant(
      'table_payment_claim_lines_external_item_tenant_fk',
      { restaurantId: t.restaurantId, column: t.externalItemId },
      tablePaymentExternalItems,
      'cascade',
    ),
    check(
      'table_payment_claim_lines_one_line',
      sql`num_nonnulls(${t.orderProductId}, ${t.tipOrderId}, ${t.externalItemId}) = 1 and ${t.quantity} > 0`,
    ),
  ],
);
