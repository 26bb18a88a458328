import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { managers } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { restaurants, tables } from './restaurants';
import { sameRestaurant } from './tenant-keys';

export const tableCallKinds = ['robot', 'waiter'] as const;
export type TableCallKind = (typeof tableCallKinds)[number];

/**
 * Issue 16, SPEC §1 dish-collector (robot) request: a guest at a table calls the restaurant's
 * robot, or a waiter where it has none. The live board shows it until a manager acknowledges it.
 */
export const tableCalls = pgTable(
  'table_calls',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tableId: integer().notNull(),
    kind: text().$type<TableCallKind>().notNull(),
    createdAt: createdAt(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    /** managers belong to no single restaurant: a plain key, as order_status_changes keeps none */
    acknowledgedBy: integer().references(() => managers.id, { onDelete: 'set null' }),
  },
  (t) => [
    // the latest call of a table (one a minute) and the open calls of a restaurant
    index('table_calls_table_idx').on(t.restaurantId, t.tableId, t.createdAt),
    index('table_calls_open_idx').on(t.restaurantId, t.acknowledgedAt),
    sameRestaurant(
      'table_calls_table_tenant_fk',
      { restaurantId: t.restaurantId, column: t.tableId },
      tables,
      'cascade',
    ),
  ],
);

/**
 * Where a restaurant's robot controller takes tasks (issue 16): an HTTP endpoint and an optional
 * secret header. Server-side only, like payment credentials: never part of the settings that
 * the storefront reads. No row: calls go to the live board alone.
 */
export const robotEndpoints = pgTable('robot_endpoints', {
  restaurantId: integer()
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  url: text().notNull(),
  /** e.g. 'X-Robot-Key'; sent with `secret` as its value when both are set */
  secretHeader: text(),
  secret: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
