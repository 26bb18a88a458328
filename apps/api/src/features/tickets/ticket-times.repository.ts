import { type Database, schema } from '@tavola/db';
import type { TicketTime } from '@tavola/domain';
import { and, asc, eq } from 'drizzle-orm';

const { ticketTimes } = schema;

export type TicketTimeRow = typeof ticketTimes.$inferSelect;
export type TicketTimeValues = Omit<typeof ticketTimes.$inferInsert, 'id' | 'restaurantId'>;

/** A restaurant's ticket times, by weekday and time (SPEC §3). */
export function ticketTimesOf(db: Database, restaurantId: number): Promise<TicketTimeRow[]> {
  return db
    .select()
    .from(ticketTimes)
    .where(eq(ticketTimes.restaurantId, restaurantId))
    .orderBy(asc(ticketTimes.weekday), asc(ticketTimes.time), asc(ticketTimes.id));
}

export const asTicketTime = (row: TicketTimeRow): TicketTime => ({
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  weekday: row.weekday,
  time: row.time,
  duration: row.duration,
  capacity: row.capacity,
});

export async function insertTicketTime(db: Database, restaurantId: number, values: TicketTimeValues) {
  const [row] = await db
    .insert(ticketTimes)
    .values({ ...values, restaurantId })
    .returning();
  if (!row) throw new Error('ticket time insert returned no row');
  return row;
}

/** Changes a ticket time of this restaurant only; undefined when it has none with that id. */
export async function updateTicketTime(
  db: Database,
  restaurantId: number,
  id: number,
  values: TicketTimeValues,
) {
  const [row] = await db
    .update(ticketTimes)
    .set(values)
    .where(and(eq(ticketTimes.restaurantId, restaurantId), eq(ticketTimes.id, id)))
    .returning();
  return row;
}

export async function deleteTicketTime(db: Database, restaurantId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(ticketTimes)
    .where(and(eq(ticketTimes.restaurantId, restaurantId), eq(ticketTimes.id, id)))
    .returning({ id: ticketTimes.id });
  return deleted.length > 0;
}
