import { type Database, schema } from '@tavola/db';
import {
  addDays,
  type DeliveryCalendar,
  epochOfLocal,
  formatClock,
  type LocalMoment,
  nextSlot,
  toLocalMoment,
} from '@tavola/domain';
import { and, eq, gte, lt } from 'drizzle-orm';

/**
 * A restaurant's slot capacity (settings.slot_capacity): at most that many orders per
 * 15-minute slot, whatever their delivery type, counted in slot_usage. Reads only; create-order
 * takes a slot with its own conditional update.
 */

/** Orders already taken in the slot that starts at an instant. */
export async function slotUsed(db: Database, restaurantId: number, slotStart: Date): Promise<number> {
  const [row] = await db
    .select({ used: schema.slotUsage.used })
    .from(schema.slotUsage)
    .where(and(eq(schema.slotUsage.restaurantId, restaurantId), eq(schema.slotUsage.slotStart, slotStart)));
  return row?.used ?? 0;
}

/** The first slot from `from` on whose capacity is not used up; undefined when none is left. */
export async function nextFreeSlot(
  db: Database,
  restaurantId: number,
  calendar: DeliveryCalendar,
  capacity: number,
  from: LocalMoment,
): Promise<LocalMoment | undefined> {
  let candidate = nextSlot(calendar, Date.now(), from);
  for (let tries = 0; candidate && tries < 500; tries++) {
    const start = new Date(epochOfLocal(candidate.date, candidate.minutes, calendar.zone));
    if ((await slotUsed(db, restaurantId, start)) < capacity) return candidate;
    candidate = nextSlot(calendar, Date.now(), { ...candidate, minutes: candidate.minutes + 15 });
  }
  return undefined;
}

/** The full slots of a date in the restaurant's zone, as 'HH:MM', earliest first. */
export async function fullSlotsOn(
  db: Database,
  restaurant: { id: number; timeZone: string },
  capacity: number,
  date: string,
): Promise<string[]> {
  const rows = await db
    .select({ slotStart: schema.slotUsage.slotStart })
    .from(schema.slotUsage)
    .where(
      and(
        eq(schema.slotUsage.restaurantId, restaurant.id),
        gte(schema.slotUsage.slotStart, new Date(epochOfLocal(date, 0, restaurant.timeZone))),
        lt(schema.slotUsage.slotStart, new Date(epochOfLocal(addDays(date, 1), 0, restaurant.timeZone))),
        gte(schema.slotUsage.used, capacity),
      ),
    );
  return rows
    .map((row) => toLocalMoment(row.slotStart.getTime(), restaurant.timeZone))
    .filter((moment) => moment.date === date)
    .sort((a, b) => a.minutes - b.minutes)
    .map((moment) => formatClock(moment.minutes));
}
