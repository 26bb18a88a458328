import { type Database, schema } from '@tavola/db';
import { and, asc, between, eq, inArray } from 'drizzle-orm';

export type TableRow = typeof schema.tables.$inferSelect;

/**
 * The tables guests may book (reservable and active), in id order. With `lock` (inside a
 * transaction) their rows stay locked until it ends: bookings of one restaurant are decided one
 * after another, so a table cannot be given to two guests at once.
 */
export function reservableTables(db: Database, restaurantId: number, lock = false) {
  const query = db
    .select()
    .from(schema.tables)
    .where(
      and(
        eq(schema.tables.restaurantId, restaurantId),
        eq(schema.tables.reservable, true),
        // issue 16: a deactivated table is out of service for bookings too
        eq(schema.tables.active, true),
      ),
    )
    .orderBy(asc(schema.tables.id));
  return lock ? query.for('update') : query;
}

/** Bookings of some tables from one date to another (both included). */
export function reservationsBetween(
  db: Database,
  restaurantId: number,
  tableIds: readonly number[],
  from: string,
  to: string,
) {
  if (tableIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      tableId: schema.reservations.tableId,
      date: schema.reservations.date,
      time: schema.reservations.time,
      durationMinutes: schema.reservations.durationMinutes,
    })
    .from(schema.reservations)
    .where(
      and(
        eq(schema.reservations.restaurantId, restaurantId),
        inArray(schema.reservations.tableId, [...tableIds]),
        between(schema.reservations.date, from, to),
      ),
    );
}

export async function insertReservation(db: Database, values: typeof schema.reservations.$inferInsert) {
  const [row] = await db.insert(schema.reservations).values(values).returning();
  if (!row) throw new Error('reservation insert returned no row');
  return row;
}
