import type { TicketSlotDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  bookableTicketSlots,
  epochOfLocal,
  findBookableSlot,
  type LocalMoment,
  lastBookableDate,
  nextSlotWithRoom,
  remainingCapacity,
  slotHasRoom,
  slotLabel,
  type TicketCalendar,
  type TicketSlot,
  toLocalMoment,
} from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import { type FieldMessage, HttpError } from '../../lib/http-error';
import { usedCapacity } from '../capacity';
import type { RestaurantRow } from '../restaurants';
import { ticketCalendar, ticketSlotDto, ticketsTaken } from './ticket-calendar';
import { assertTicketing } from './ticketing-gate';

/** SPEC §4 Ticketing: the days with slots from..to (only these are selectable), and whether one has room. */
export async function ticketDates(
  db: Database,
  restaurant: RestaurantRow,
  range: { from?: string; to?: string },
  now = Date.now(),
): Promise<{ date: string; slots: number; available: boolean }[]> {
  assertTicketing(restaurant);
  const slots = bookableTicketSlots(await ticketCalendar(db, restaurant), now, range);
  const taken = await ticketsTaken(db, restaurant.id, slots);
  const days = new Map<string, { date: string; slots: number; available: boolean }>();
  for (const slot of slots) {
    const day = days.get(slot.date) ?? { date: slot.date, slots: 0, available: false };
    day.slots += 1;
    day.available ||= slotHasRoom(slot, taken);
    days.set(slot.date, day);
  }
  return [...days.values()];
}

/** SPEC §4 Ticketing: the bookable slots of one date with the places left. */
export async function ticketSlotsOn(
  db: Database,
  restaurant: RestaurantRow,
  date: string,
  now = Date.now(),
): Promise<TicketSlotDto[]> {
  assertTicketing(restaurant);
  const slots = bookableTicketSlots(await ticketCalendar(db, restaurant), now, { from: date, to: date });
  const taken = await ticketsTaken(db, restaurant.id, slots);
  return slots.map((slot) => ticketSlotDto(slot, taken.get(slot.startsAt) ?? 0, restaurant.timeZone));
}

/** Whether the basket's products can be had at a slot (a refusal proposes only such slots). */
export type SlotFits = (slot: TicketSlot) => boolean;

/** The first bookable slot after an instant with room for `wanted` more tickets that `fits` the basket. */
export async function nextFreeTicketSlot(
  db: Database,
  restaurantId: number,
  calendar: TicketCalendar,
  after: number,
  wanted: number,
  now = Date.now(),
  fits?: SlotFits,
): Promise<TicketSlot | undefined> {
  const until = epochOfLocal(lastBookableDate(calendar, now), 1440, calendar.zone);
  const taken = await usedCapacity(db, restaurantId, 'ticket', new Date(after + 1), new Date(until));
  return nextSlotWithRoom(calendar, now, after, wanted, taken, fits);
}

/**
 * A refusal of a slot in the shape add-delivery-time uses (SPEC §7): the problem under
 * delivery_time and, when there is one, the next slot that can take the tickets under validTime.
 */
export function slotRefusal(
  key: ServerMessageKey,
  next: TicketSlot | undefined,
  params?: Record<string, string | number>,
): HttpError {
  const fields: Record<string, FieldMessage[]> = { delivery_time: [{ key, params }] };
  if (next) fields.validTime = [{ text: slotLabel(next) }];
  return new HttpError(422, key, params, fields);
}

/**
 * The refusal of a slot without room for all the tickets wanted (SPEC §8 capacity is full): while
 * some places are left it says how many, so the guest knows how many tickets to remove;
 * otherwise 'capacity is full'. Either way with the next slot with room.
 */
export function tooFewPlaces(
  slot: Pick<TicketSlot, 'capacity'>,
  taken: number,
  next: TicketSlot | undefined,
): HttpError {
  const left = remainingCapacity(slot.capacity, taken) ?? 0;
  return left > 0
    ? slotRefusal('ticket_places_left', next, { count: left })
    : slotRefusal('capacity_full', next);
}

/**
 * The places left at the bookable slot that starts at a basket's time, besides the tickets of
 * orders (null = unlimited); undefined when the time is no bookable slot (any more), which the
 * order refuses with the next one. Reads, locks nothing: the order takes the places.
 */
export async function placesLeftAt(
  db: Database,
  restaurant: RestaurantRow,
  start: Date,
  now = Date.now(),
): Promise<number | null | undefined> {
  const calendar = await ticketCalendar(db, restaurant);
  const slot = findBookableSlot(calendar, now, toLocalMoment(start.getTime(), restaurant.timeZone));
  if (!slot || slot.startsAt !== start.getTime()) return undefined;
  const taken = await ticketsTaken(db, restaurant.id, [slot]);
  return remainingCapacity(slot.capacity, taken.get(slot.startsAt) ?? 0);
}

/**
 * SPEC §4 Ticketing: the slot a guest picks (by its start, as a delivery time) must be bookable
 * and have room for the tickets of the basket (at least one); too small answers how many places
 * are left (or 'capacity is full') with the next free slot. Read inside the basket's transaction; the order takes the places.
 */
export async function chooseTicketSlot(
  db: Database,
  restaurant: RestaurantRow,
  wanted: LocalMoment,
  tickets: number,
  fits?: SlotFits,
  now = Date.now(),
): Promise<TicketSlot> {
  const calendar = await ticketCalendar(db, restaurant);
  const places = Math.max(tickets, 1);
  const slot = findBookableSlot(calendar, now, wanted);
  if (!slot) {
    const next = await nextFreeTicketSlot(db, restaurant.id, calendar, now, places, now, fits);
    throw slotRefusal('ticket_slot_unavailable', next);
  }
  const taken = await ticketsTaken(db, restaurant.id, [slot]);
  if (!slotHasRoom(slot, taken, places)) {
    const next = await nextFreeTicketSlot(db, restaurant.id, calendar, slot.startsAt, places, now, fits);
    throw tooFewPlaces(slot, taken.get(slot.startsAt) ?? 0, next);
  }
  return slot;
}

/**
 * What an order of a ticketing restaurant is for: the bookable slot at the basket's time, with
 * room for its tickets. Without a time, 'choose a date and a time slot'; a time that is no (longer
 * a) bookable slot is refused with the next one, a slot without room with 'capacity is full' and
 * the next slot with room. This read locks nothing: the order takes the places at its end
 * (takeTickets), where a race lost since is refused again.
 */
export async function orderTicketSlot(
  db: Database,
  restaurant: RestaurantRow,
  deliveryTime: Date | null,
  tickets: number,
  fits?: SlotFits,
  now = Date.now(),
): Promise<{ slot: TicketSlot; calendar: TicketCalendar }> {
  if (!deliveryTime) {
    throw new HttpError(422, 'ticket_slot_required', undefined, {
      delivery_time: [{ key: 'ticket_slot_required' }],
    });
  }
  const calendar = await ticketCalendar(db, restaurant);
  const slot = findBookableSlot(calendar, now, toLocalMoment(deliveryTime.getTime(), restaurant.timeZone));
  if (!slot || slot.startsAt !== deliveryTime.getTime()) {
    const next = await nextFreeTicketSlot(db, restaurant.id, calendar, now, Math.max(tickets, 1), now, fits);
    throw slotRefusal('ticket_slot_unavailable', next);
  }
  const taken = await ticketsTaken(db, restaurant.id, [slot]);
  if (!slotHasRoom(slot, taken, tickets)) {
    const next = await nextFreeTicketSlot(db, restaurant.id, calendar, slot.startsAt, tickets, now, fits);
    throw tooFewPlaces(slot, taken.get(slot.startsAt) ?? 0, next);
  }
  return { slot, calendar };
}
