import { fitsCapacity, remainingCapacity } from '../capacity';
import { type CloseTimeRange, isInCloseTime } from '../close-times';
import { formatLocalDateTime } from '../delivery-time/delivery-slots';
import { instantsOfWallTime } from '../delivery-time/wall-clock';
import { addDays, type LocalMoment, parseClock, toLocalMoment, weekdayOfDate } from '../zoned-time';

/**
 * SPEC §3 Ticket time: from start_date to end_date, on one weekday (the SPEC weekday list,
 * 0 = Sunday .. 6 = Saturday, as opening hours), a class starts at `time` and lasts `duration`
 * (both 'HH:MM', wall clock in the restaurant's zone); capacity null = unlimited.
 */
export interface TicketTime {
  id: number;
  startDate: string;
  endDate: string;
  weekday: number;
  time: string;
  duration: string;
  capacity: number | null;
}

/** One bookable appointment: a date and a start time, with its instants and its capacity. */
export interface TicketSlot {
  date: string;
  /** minutes since local midnight of the start */
  minutes: number;
  /** the start and the end (start + duration, in elapsed time) as epoch ms */
  startsAt: number;
  endsAt: number;
  durationMinutes: number;
  /** null = unlimited */
  capacity: number | null;
  /** the ticket times that make this slot (several when they start at the same moment) */
  ticketTimeIds: number[];
}

/** SPEC §5: only ticket times with a capacity above 0, or none (null), make slots. */
const makesSlots = (time: TicketTime) => time.capacity === null || time.capacity > 0;

/**
 * The slots the ticket times make from one date to another (both included), in a zone.
 * SPEC §5: only on matching weekdays within start_date..end_date, capacity above 0 or null,
 * end = start + duration. Decision 028 on the DST days: a start the wall clock skips (02:30 on
 * 29 March in Berlin) makes no slot, as the delivery slots skip it; a start the wall clock shows
 * twice (02:30 on 25 October) makes one slot, at the earlier instant. The end is the start plus
 * the duration in elapsed time, so a class lasts as long on a DST day as on any other. Ticket
 * times that start at the same moment are one slot for the guest (who picks a time, not a
 * ticket time): their capacities add up, and one unlimited makes it unlimited.
 */
export function ticketSlotsBetween(
  times: readonly TicketTime[],
  range: { from: string; to: string },
  zone: string,
): TicketSlot[] {
  const slots = new Map<number, TicketSlot>();
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const weekday = weekdayOfDate(date);
    for (const time of times) {
      if (time.weekday !== weekday || date < time.startDate || date > time.endDate || !makesSlots(time))
        continue;
      const minutes = parseClock(time.time);
      const [startsAt] = instantsOfWallTime(date, minutes, zone);
      if (startsAt === undefined) continue;
      const durationMinutes = parseClock(time.duration);
      const same = slots.get(startsAt);
      if (same) {
        same.capacity =
          same.capacity === null || time.capacity === null ? null : same.capacity + time.capacity;
        same.durationMinutes = Math.max(same.durationMinutes, durationMinutes);
        same.endsAt = startsAt + same.durationMinutes * 60_000;
        same.ticketTimeIds.push(time.id);
        continue;
      }
      slots.set(startsAt, {
        date,
        minutes,
        startsAt,
        endsAt: startsAt + durationMinutes * 60_000,
        durationMinutes,
        capacity: time.capacity,
        ticketTimeIds: [time.id],
      });
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt - b.startsAt);
}

/** What decides which slots a guest may book. */
export interface TicketCalendar {
  zone: string;
  times: readonly TicketTime[];
  /** the restaurant's closures (SPEC §3 restaurant_close_times): no class runs in one */
  closeTimes: readonly CloseTimeRange[];
  /** how many days ahead a guest may book (the pickup type's {type}_available_days) */
  availableDays: number;
}

/** The last date a guest may book: today plus the available days. */
export const lastBookableDate = (calendar: TicketCalendar, nowMs: number): string =>
  addDays(toLocalMoment(nowMs, calendar.zone).date, calendar.availableDays);

/**
 * The slots a guest can book between two dates: not started yet, not beyond the available
 * days, not inside a closure. Without a range: from today to the last bookable date.
 */
export function bookableTicketSlots(
  calendar: TicketCalendar,
  nowMs: number,
  range: { from?: string; to?: string } = {},
): TicketSlot[] {
  const today = toLocalMoment(nowMs, calendar.zone).date;
  const last = lastBookableDate(calendar, nowMs);
  const from = range.from && range.from > today ? range.from : today;
  const to = range.to && range.to < last ? range.to : last;
  if (from > to) return [];
  return ticketSlotsBetween(calendar.times, { from, to }, calendar.zone).filter(
    (slot) => slot.startsAt > nowMs && !isInCloseTime(calendar.closeTimes, slotMoment(slot)),
  );
}

/** The slot's start as a wall-clock moment. */
export const slotMoment = (slot: TicketSlot): LocalMoment => ({
  date: slot.date,
  weekday: weekdayOfDate(slot.date),
  minutes: slot.minutes,
});

/** The slot's start as the storefront writes a delivery time: 'YYYY-MM-DD HH:MM'. */
export const slotLabel = (slot: TicketSlot): string => formatLocalDateTime(slotMoment(slot));

/** The bookable slot that starts at a wall-clock moment, if there is one. */
export function findBookableSlot(
  calendar: TicketCalendar,
  nowMs: number,
  wanted: LocalMoment,
): TicketSlot | undefined {
  return bookableTicketSlots(calendar, nowMs, { from: wanted.date, to: wanted.date }).find(
    (slot) => slot.minutes === wanted.minutes,
  );
}

/** Whether a slot has room for `wanted` more tickets, given the tickets taken per slot start. */
export const slotHasRoom = (slot: TicketSlot, taken: ReadonlyMap<number, number>, wanted = 1): boolean =>
  fitsCapacity(slot.capacity, taken.get(slot.startsAt) ?? 0, wanted);

/**
 * How many more tickets a basket may take at its slot: the places left there (null = unlimited),
 * less the tickets the basket already holds, never below 0 (decision 028's one capacity rule).
 * The storefront's ticket form stops adding persons at it and basket/add refuses beyond it, as a
 * friendly early answer; the order still takes the places itself, race-safe.
 */
export const ticketsAddable = (placesLeft: number | null, inBasket: number): number | null =>
  remainingCapacity(placesLeft, inBasket);

/**
 * The first bookable slot after an instant with room for `wanted` more tickets, looked for day by
 * day so that it stops at the first (a refusal's validTime; the whole range costs ~15 ms).
 * `fits` leaves out slots the basket cannot take otherwise (its classes not given that day).
 */
export function nextSlotWithRoom(
  calendar: TicketCalendar,
  nowMs: number,
  after: number,
  wanted: number,
  taken: ReadonlyMap<number, number>,
  fits: (slot: TicketSlot) => boolean = () => true,
): TicketSlot | undefined {
  const last = lastBookableDate(calendar, nowMs);
  for (
    let date = toLocalMoment(Math.max(after, nowMs), calendar.zone).date;
    date <= last;
    date = addDays(date, 1)
  ) {
    const found = bookableTicketSlots(calendar, nowMs, { from: date, to: date }).find(
      (slot) => slot.startsAt > after && slotHasRoom(slot, taken, wanted) && fits(slot),
    );
    if (found) return found;
  }
  return undefined;
}

/** SPEC §3 ticketTimeAvailable: some slot from now on can still take a guest. */
export const ticketTimeAvailable = (
  calendar: TicketCalendar,
  nowMs: number,
  taken: ReadonlyMap<number, number>,
): boolean => nextSlotWithRoom(calendar, nowMs, nowMs, 1, taken) !== undefined;
