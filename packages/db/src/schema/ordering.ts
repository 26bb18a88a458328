import type { DeliveryType, InvoiceSeller, LineTaxPart, TaxLine } from '@tavola/domain';

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { packageStepProducts, productAttributeItems, products } from './catalogue';
import { createdAt, id, localized, updatedAt } from './columns';
import { restaurants, tables } from './restaurants';
import { tablePaymentClaims, tablePaymentSessions } from './table-payments';
import { nullOnDelete, sameRestaurant, tenantKey } from './tenant-keys';

const restaurantId = () =>
  integer()
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** stored upper-case; codes are matched case-insensitively */
    code: text().notNull(),
    kind: text().$type<'percent' | 'fixed'>().notNull(),
    /** percent: whole percent (10 = 10 %); fixed: minor units */
    value: integer().notNull(),
    minimumOrderValue: integer().notNull().default(0),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    active: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.restaurantId, t.code),
    tenantKey('vouchers', t.restaurantId, t.id),
  ],
);

export interface TableCapacity {
  adults: number;
  children: number;
  /** ISO date the capacity was set, so a new day asks again (SPEC §4 Login landing) */
  date: string;
}

export interface BasketExtraInfo {
  table_capacity?: TableCapacity;
}

export interface ContactDetails {
  name?: string;
  email?: string;
  mobile?: string;
  birth_date?: string;
  comment?: string;
  company?: string;
  /** issue 36 (decision 088): a business guest's VAT ID */
  vat_id?: string;
  address?: string;
  house_number?: string;
  postalCode?: string;
  city?: string;
  country?: string;
}

export const baskets = pgTable(
  'baskets',
  {
    id: uuid().primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    userId: integer(),
    /** subject of the public token that created the basket (guests) */
    guestId: text(),
    deliveryType: text().$type<DeliveryType>().notNull(),
    deliveryTime: timestamp({ withTimezone: true }),
    duration: integer(),
    voucherId: integer(),
    tip: integer().notNull().default(0),
    postalCode: text(),
    tableId: integer(),
    extraInfo: jsonb().$type<BasketExtraInfo>().notNull().default({}),
    contact: jsonb().$type<ContactDetails>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('baskets_user_idx').on(t.restaurantId, t.userId),
    // issue 33: the baskets seated at a table leave it when its visit ends
    index('baskets_table_idx').on(t.restaurantId, t.tableId),
    tenantKey('baskets', t.restaurantId, t.id),
    sameRestaurant(
      'baskets_user_tenant_fk',
      { restaurantId: t.restaurantId, column: t.userId },
      users,
      nullOnDelete('user_id'),
    ),
    sameRestaurant(
      'baskets_voucher_tenant_fk',
      { restaurantId: t.restaurantId, column: t.voucherId },
      vouchers,
      nullOnDelete('voucher_id'),
    ),
    sameRestaurant(
      'baskets_table_tenant_fk',
      { restaurantId: t.restaurantId, column: t.tableId },
      tables,
      nullOnDelete('table_id'),
    ),
  ],
);

export interface ItemExtraInfo {
  comment?: string;
  /** event mode: one entry per unit, with what the product asks (SPEC §3 person, date) */
  itemDetails?: { fullName?: string; date?: string }[];
}

export const basketProducts = pgTable(
  'basket_products',
  {
    id: id(),
    restaurantId: restaurantId(),
    basketId: uuid().notNull(),
    productId: integer().notNull(),
    quantity: integer().notNull(),
    extraInfo: jsonb().$type<ItemExtraInfo>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('basket_products_basket_idx').on(t.basketId),
    tenantKey('basket_products', t.restaurantId, t.id),
    sameRestaurant(
      'basket_products_basket_tenant_fk',
      { restaurantId: t.restaurantId, column: t.basketId },
      baskets,
      'cascade',
    ),
    sameRestaurant(
      'basket_products_product_tenant_fk',
      { restaurantId: t.restaurantId, column: t.productId },
      products,
      'cascade',
    ),
  ],
);

export const basketProductAttributeItems = pgTable(
  'basket_product_attribute_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    basketProductId: integer().notNull(),
    productAttributeItemId: integer().notNull(),
    quantity: integer().notNull().default(1),
  },
  (t) => [
    index('basket_product_attribute_items_line_idx').on(t.basketProductId),
    sameRestaurant(
      'basket_product_attribute_items_line_tenant_fk',
      { restaurantId: t.restaurantId, column: t.basketProductId },
      basketProducts,
      'cascade',
    ),
    sameRestaurant(
      'basket_product_attribute_items_item_tenant_fk',
      { restaurantId: t.restaurantId, column: t.productAttributeItemId },
      productAttributeItems,
      'cascade',
    ),
  ],
);

export const basketPackageItems = pgTable(
  'basket_package_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    basketProductId: integer().notNull(),
    packageStepProductId: integer().notNull(),
    quantity: integer().notNull().default(1),
  },
  (t) => [
    index('basket_package_items_line_idx').on(t.basketProductId),
    sameRestaurant(
      'basket_package_items_line_tenant_fk',
      { restaurantId: t.restaurantId, column: t.basketProductId },
      basketProducts,
      'cascade',
    ),
    sameRestaurant(
      'basket_package_items_step_product_tenant_fk',
      { restaurantId: t.restaurantId, column: t.packageStepProductId },
      packageStepProducts,
      'cascade',
    ),
  ],
);

export const orderStatuses = ['received', 'processing', 'delivered', 'rejected'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStates = [
  'open',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refund_ready',
  'refunded',
  'on_site',
] as const;
export type PaymentState = (typeof paymentStates)[number];

export const orders = pgTable(
  'orders',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** unguessable handle that lets a guest read their own order */
    token: uuid().notNull().defaultRandom(),
    userId: integer(),
    guestId: text(),
    idempotencyKey: text(),
    basketId: uuid().notNull(),
    status: text().$type<OrderStatus>().notNull().default('received'),
    /** issue 34 (decision 082): when the kitchen called it ready for the guest to fetch; the status stays processing */
    readyAt: timestamp({ withTimezone: true }),
    deliveryType: text().$type<DeliveryType>().notNull(),
    deliveryTime: timestamp({ withTimezone: true }),
    /** the capacity slot this order took, released when its payment fails */
    slotStart: timestamp({ withTimezone: true }),
    tableId: integer(),
    paymentType: text().notNull(),
    paymentState: text().$type<PaymentState>().notNull(),
    isOnlinePayment: boolean().notNull(),
    contact: jsonb().$type<ContactDetails>().notNull().default({}),
    subtotal: integer().notNull(),
    depotTotal: integer().notNull().default(0),
    shippingPrice: integer().notNull().default(0),
    tip: integer().notNull().default(0),
    voucherId: integer(),
    voucherCode: text(),
    discount: integer().notNull().default(0),
    total: integer().notNull(),
    /**
     * issue 36 (decision 084): VAT per rate as computed when the order was placed, never
     * recomputed; with the tip kept apart they add up to the total
     */
    taxLines: jsonb().$type<TaxLine[]>().notNull().default([]),
    /**
     * issue 36 (decision 085): the invoice's number, gapless per restaurant, given by the
     * database when the order is paid, or handed over when it is paid on site
     */
    invoiceNumber: integer(),
    /** issue 36 (decision 086): when the number was given, the invoice's date of issue (trigger stamp_invoice_moment) */
    invoicedAt: timestamp({ withTimezone: true }),
    /** issue 36: the seller's legal details as the invoice named them (trigger stamp_invoice_moment) */
    seller: jsonb().$type<InvoiceSeller>(),
    /** issue 36 (decision 085): an invoiced order cancelled or refunded gets a credit note, numbered from the same sequence */
    creditNoteNumber: integer(),
    /** issue 36: when the credit note's number was given, its date of issue (trigger stamp_invoice_moment) */
    creditedAt: timestamp({ withTimezone: true }),
    currency: text().notNull(),
    lang: text().notNull(),
    /** stock, voucher use and slot taken for this order have been given back */
    resourcesReleased: boolean().notNull().default(false),
    /** issue 17: the table's bill that paid this pay-at-end order */
    tablePaymentSessionId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_unique').on(t.restaurantId, t.idempotencyKey),
    uniqueIndex('orders_token_unique').on(t.token),
    uniqueIndex('orders_invoice_number_unique').on(t.restaurantId, t.invoiceNumber),
    uniqueIndex('orders_credit_note_number_unique').on(t.restaurantId, t.creditNoteNumber),
    index('orders_created_idx').on(t.restaurantId, t.createdAt),
    index('orders_delivery_idx').on(t.restaurantId, t.deliveryTime),
    index('orders_user_idx').on(t.restaurantId, t.userId),
    tenantKey('orders', t.restaurantId, t.id),
    sameRestaurant(
      'orders_user_tenant_fk',
      { restaurantId: t.restaurantId, column: t.userId },
      users,
      nullOnDelete('user_id'),
    ),
    sameRestaurant(
      'orders_table_tenant_fk',
      { restaurantId: t.restaurantId, column: t.tableId },
      tables,
      nullOnDelete('table_id'),
    ),
    sameRestaurant(
      'orders_voucher_tenant_fk',
      { restaurantId: t.restaurantId, column: t.voucherId },
      vouchers,
      nullOnDelete('voucher_id'),
    ),
    sameRestaurant(
      'orders_table_payment_tenant_fk',
      { restaurantId: t.restaurantId, column: t.tablePaymentSessionId },
      tablePaymentSessions,
      nullOnDelete('table_payment_session_id'),
    ),
  ],
);

export interface OrderLineOption {
  kind: 'attribute' | 'package';
  name: Record<string, string>;
  quantity: number;
  price: number;
  productId?: number;
  /**
   * what the basket chose: the product's option (attribute item pivot) or the package step's
   * choice, so the order can be put back into a basket as it was (missing on older orders)
   */
  sourceId?: number;
}

export const orderProducts = pgTable(
  'order_products',
  {
    id: id(),
    restaurantId: restaurantId(),
    orderId: integer().notNull(),
    productId: integer(),
    name: localized().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    totalPrice: integer().notNull(),
    depotName: localized(),
    depotPrice: integer().notNull().default(0),
    options: jsonb().$type<OrderLineOption[]>().notNull().default([]),
    /**
     * issue 36 (decision 086): what the line charged per VAT rate when it was placed (a set menu
     * or a drink with food options can span rates), so its receipt names the rates truthfully
     */
    taxParts: jsonb().$type<LineTaxPart[]>().notNull().default([]),
    extraInfo: jsonb().$type<ItemExtraInfo>().notNull().default({}),
  },
  (t) => [
    // a table's bill claims order lines (issue 17)
    tenantKey('order_products', t.restaurantId, t.id),
    sameRestaurant(
      'order_products_order_tenant_fk',
      { restaurantId: t.restaurantId, column: t.orderId },
      orders,
      'cascade',
    ),
    sameRestaurant(
      'order_products_product_tenant_fk',
      { restaurantId: t.restaurantId, column: t.productId },
      products,
      nullOnDelete('product_id'),
    ),
  ],
);

export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: id(),
    restaurantId: restaurantId(),
    orderId: integer().notNull(),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    managerId: integer(),
    changedAt: createdAt(),
  },
  (t) => [
    sameRestaurant(
      'order_status_changes_order_tenant_fk',
      { restaurantId: t.restaurantId, column: t.orderId },
      orders,
      'cascade',
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    restaurantId: restaurantId(),
    /** what the payment pays: an order, or (issue 17) a guest's claim on a table's bill */
    orderId: integer(),
    tableClaimId: integer(),
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    state: text().$type<PaymentState>().notNull().default('open'),
    checkoutUrl: text(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_unique').on(t.provider, t.providerPaymentId),
    sameRestaurant(
      'payments_order_tenant_fk',
      { restaurantId: t.restaurantId, column: t.orderId },
      orders,
      'cascade',
    ),
    index('payments_table_claim_idx').on(t.tableClaimId),
    sameRestaurant(
      'payments_table_claim_tenant_fk',
      { restaurantId: t.restaurantId, column: t.tableClaimId },
      tablePaymentClaims,
      'cascade',
    ),
    check('payments_pays_one_thing', sql`num_nonnulls(${t.orderId}, ${t.tableClaimId}) = 1`),
  ],
);

/** What a capacity counts (decision 028): orders per 15-minute delivery slot, tickets per event slot. */
export const capacityKinds = ['delivery', 'ticket'] as const;
export type CapacityKind = (typeof capacityKinds)[number];

/**
 * The capacity engine's counter (decision 028): how much of a restaurant's capacity of one kind
 * is taken at a slot's start, taken and given back by apps/api features/capacity only.
 */
export const slotUsage = pgTable(
  'slot_usage',
  {
    restaurantId: restaurantId(),
    /** rows written before the kinds existed counted delivery slots */
    kind: text().$type<CapacityKind>().notNull().default('delivery'),
    slotStart: timestamp({ withTimezone: true }).notNull(),
    used: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.kind, t.slotStart] })],
);

/** SPEC §3 payFix: a stored-value card identified by a QR code and a PIN. */
export const payfixCards = pgTable(
  'payfix_cards',
  {
    id: id(),
    restaurantId: restaurantId(),
    qrCode: text().notNull(),
    pinHash: text().notNull(),
    balance: integer().notNull(),
    failedAttempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payfix_cards_qr_unique').on(t.restaurantId, t.qrCode)],
);

/**
 * The demo payment provider's own records (the provider side, not ours): a hosted page on the
 * storefront's /payment route where a tester decides the outcome. Our payments row follows it
 * only by asking, exactly as with Mollie or Saferpay.
 */
export const demoPaymentSessions = pgTable('demo_payment_sessions', {
  id: uuid().primaryKey().defaultRandom(),
  restaurantId: restaurantId(),
  amount: integer().notNull(),
  currency: text().notNull(),
  description: text().notNull(),
  returnUrl: text().notNull(),
  /** null until the tester chooses: 'paid', 'failed' or 'cancelled' */
  outcome: text().$type<'paid' | 'failed' | 'cancelled'>(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
