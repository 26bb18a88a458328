import type { TicketSlotDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  formatClock,
  formatLocalDateTime,
  remainingCapacity,
  slotLabel,
  type TicketCalendar,
  type TicketSlot,
  toLocalMoment,
} from '@tavola/domain';
import { usedCapacity } from '../capacity';
import { openingRules, type RestaurantRow, restaurantSettings } from '../restaurants';
import { asTicketTime, ticketTimesOf } from './ticket-times.repository';

/**
 * What decides a restaurant's bookable slots: its ticket times, its closures and how far ahead
 * a guest may book (the pickup type's available days: the slot becomes a pickup time).
 */
export async function ticketCalendar(db: Database, restaurant: RestaurantRow): Promise<TicketCalendar> {
  const times = await ticketTimesOf(db, restaurant.id);
  const { closeTimes } = await openingRules(db, restaurant.id);
  return {
    zone: restaurant.timeZone,
    times: times.map(asTicketTime),
    closeTimes,
    availableDays: restaurantSettings(restaurant).available_days.pickup,
  };
}

/** Tickets already taken per slot start (epoch ms), through the capacity engine's counter. */
export async function ticketsTaken(
  db: Database,
  restaurantId: number,
  slots: readonly TicketSlot[],
): Promise<Map<number, number>> {
  if (slots.length === 0) return new Map();
  const from = new Date(Math.min(...slots.map((slot) => slot.startsAt)));
  const to = new Date(Math.max(...slots.map((slot) => slot.startsAt)) + 1);
  return usedCapacity(db, restaurantId, 'ticket', from, to);
}

/** A slot as the storefront and the manager area read it: wall clock in the restaurant's zone. */
export function ticketSlotDto(slot: TicketSlot, taken: number, zone: string): TicketSlotDto {
  const end = toLocalMoment(slot.endsAt, zone);
  const remaining = remainingCapacity(slot.capacity, taken);
  return {
    start: slotLabel(slot),
    date: slot.date,
    time: formatClock(slot.minutes),
    end: formatLocalDateTime(end),
    end_time: formatClock(end.minutes),
    duration: formatClock(slot.durationMinutes),
    capacity: slot.capacity,
    remaining,
    full: remaining === 0,
  };
}
