import { randomBytes } from 'node:crypto';
import { ticketCodeBytes, ticketCodeOf } from '@tavola/domain';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { createdAt, id } from './columns';
import { orders } from './ordering';
import { restaurants } from './restaurants';
import { nullOnDelete, sameRestaurant } from './tenant-keys';

/**
 * A ticket's code, what its QR code carries and the door scans or types (decision 028): random
 * bits, so no code can be guessed from another; since issue 33 (decision 072) 140 of them in 28
 * symbols a person can read out (packages/domain ticketCodeOf). Codes written before, 22
 * characters of base64url, stay as they are and valid.
 */
export const newTicketCode = (): string => ticketCodeOf(randomBytes(ticketCodeBytes));

/**
 * Issue 18: one admission to an event slot, for one named person, written with its order.
 * Its code is written by newTicketCode unless given; a ticket is checked in once, and void once
 * its order's payment failed.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: integer().notNull(),
    productId: integer(),
    /** the slot's start: the order's pickup time, the capacity engine's slot */
    slotStart: timestamp({ withTimezone: true }).notNull(),
    holderName: text().notNull(),
    code: text().notNull().$defaultFn(newTicketCode),
    checkedInAt: timestamp({ withTimezone: true }),
    /** the order's payment failed, was cancelled or expired: its place went back */
    voidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_code_unique').on(t.code),
    index('tickets_slot_idx').on(t.restaurantId, t.slotStart),
    index('tickets_order_idx').on(t.orderId),
    sameRestaurant(
      'tickets_order_tenant_fk',
      { restaurantId: t.restaurantId, column: t.orderId },
      orders,
      'cascade',
    ),
    sameRestaurant(
      'tickets_product_tenant_fk',
      { restaurantId: t.restaurantId, column: t.productId },
      products,
      nullOnDelete('product_id'),
    ),
  ],
);
