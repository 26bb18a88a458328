import { type Database, schema } from '@tavola/db';
import { and, asc, eq } from 'drizzle-orm';

/** A restaurant's bookings of one day with their table's name, in time order. */
export function reservationsOn(db: Database, restaurantId: number, date: string) {
  return db
    .select({ reservation: schema.reservations, tableName: schema.tables.name })
    .from(schema.reservations)
    .innerJoin(schema.tables, eq(schema.tables.id, schema.reservations.tableId))
    .where(and(eq(schema.reservations.restaurantId, restaurantId), eq(schema.reservations.date, date)))
    .orderBy(asc(schema.reservations.time), asc(schema.tables.name), asc(schema.reservations.id));
}
