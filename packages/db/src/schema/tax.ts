import type { TaxCategory, WayOfOrdering } from '@tavola/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { restaurants } from './restaurants';

/**
 * Issue 36 (decision 084): the owner's own VAT rates, each from a date. They join the rates the
 * product ships for the restaurant's country; the rule that started last on a date wins.
 */
export const restaurantTaxRates = pgTable(
  'restaurant_tax_rates',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    category: text().$type<TaxCategory>().notNull(),
    way: text().$type<WayOfOrdering>().notNull(),
    /** basis points of a percent: 700 = 7 % */
    rate: integer().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('restaurant_tax_rates_restaurant_idx').on(t.restaurantId),
    check('restaurant_tax_rates_rate_range', sql`${t.rate} between 0 and 10000`),
  ],
);

/** Issue 36 (decision 085): the last invoice number given per restaurant; one row each, locked while a number is given. */
export const invoiceSequences = pgTable('invoice_sequences', {
  restaurantId: integer()
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  lastNumber: integer().notNull().default(0),
});
