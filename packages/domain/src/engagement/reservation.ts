import { type CloseTimeRange, isInCloseTime } from '../close-times';
import { isOpenAt, type OpeningWindow } from '../opening-hours';
import { addDays, type LocalMoment, weekdayOfDate } from '../zoned-time';

/** How long a booked table stays taken (a table cannot be booked twice within it). */
export const reservationDurationMinutes = 120;
/** The most guests one booking may name (the largest tables are far smaller). */
export const reservationMaxPeople = 50;
/** How far ahead a table can be booked. */
export const reservationMaxDaysAhead = 90;

/** A booking's wall-clock start in the restaurant's zone and how long it holds the table. */
export interface ReservationSpan {
  date: string;
  minutes: number;
  durationMinutes: number;
}

/** Minutes of a wall-clock time counted from 1970-01-01, so spans compare across midnight. */
function wallMinutes(date: string, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) / 60_000 + minutes;
}

/** Two bookings of one table collide when their spans share a minute (end excluded). */
export function reservationsOverlap(a: ReservationSpan, b: ReservationSpan): boolean {
  const aStart = wallMinutes(a.date, a.minutes);
  const bStart = wallMinutes(b.date, b.minutes);
  return aStart < bStart + b.durationMinutes && bStart < aStart + a.durationMinutes;
}

export type ReservationTimeVerdict = 'ok' | 'in_past' | 'too_far' | 'closed';

/**
 * Whether a table can be booked for a wall-clock time: not in the past (now counts as past),
 * at most `reservationMaxDaysAhead` days ahead, inside the eat-in opening hours and outside
 * any closure.
 */
export function judgeReservationTime(input: {
  date: string;
  minutes: number;
  now: LocalMoment;
  windows: readonly OpeningWindow[];
  closeTimes: readonly CloseTimeRange[];
}): ReservationTimeVerdict {
  const { date, minutes, now } = input;
  if (date < now.date || (date === now.date && minutes <= now.minutes)) return 'in_past';
  if (date > addDays(now.date, reservationMaxDaysAhead)) return 'too_far';
  const moment: LocalMoment = { date, weekday: weekdayOfDate(date), minutes };
  if (isInCloseTime(input.closeTimes, moment) || !isOpenAt(input.windows, moment)) return 'closed';
  return 'ok';
}

/** The smallest free table that seats everyone (ties: the lowest id), or undefined. */
export function chooseTable<T extends { id: number; capacity: number }>(
  tables: readonly T[],
  people: number,
  busy: ReadonlySet<number>,
): T | undefined {
  return tables
    .filter((table) => table.capacity >= people && !busy.has(table.id))
    .sort((a, b) => a.capacity - b.capacity || a.id - b.id)[0];
}
