import type { Database } from '@tavola/db';
import {
  addDays,
  type DeliveryCalendar,
  epochOfLocal,
  formatClock,
  type LocalMoment,
  nextSlot,
  toLocalMoment,
} from '@tavola/domain';
import { usedCapacity } from '../capacity';

/**
 * A restaurant's slot capacity (settings.slot_capacity): at most that many orders per
 * 15-minute slot, whatever their delivery type. Reads only, through the capacity engine
 * (features/capacity, decision 028); create-order takes a slot with `takeCapacity`.
 */

/**
 * Orders already taken in the slot that starts at an instant. Inside the basket's transaction:
 * PGlite has one connection, so a query beside it would wait forever.
 */
export async function slotUsed(db: Database, restaurantId: number, slotStart: Date): Promise<number> {
  const until = new Date(slotStart.getTime() + 1);
  return (await usedCapacity(db, restaurantId, 'delivery', slotStart, until)).get(slotStart.getTime()) ?? 0;
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
  const used = await usedCapacity(
    db,
    restaurant.id,
    'delivery',
    new Date(epochOfLocal(date, 0, restaurant.timeZone)),
    new Date(epochOfLocal(addDays(date, 1), 0, restaurant.timeZone)),
  );
  return [...used]
    .filter(([, count]) => count >= capacity)
    .map(([start]) => toLocalMoment(start, restaurant.timeZone))
    .filter((moment) => moment.date === date)
    .sort((a, b) => a.minutes - b.minutes)
    .map((moment) => formatClock(moment.minutes));
}
