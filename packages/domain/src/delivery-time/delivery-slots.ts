import { isInCloseTime } from '../close-times';
import { openSpansOn } from '../opening-hours';
import { addDays, type LocalMoment, toLocalMoment, weekdayOfDate } from '../zoned-time';
import { canOrderNow, type DeliveryCalendar } from './delivery-calendar';
import { roundUpToQuarter, timeStepMinutes } from './quarter-hours';
import { offsetChangesAround, wallTimeExists } from './wall-clock';

const compare = (a: LocalMoment, b: LocalMoment) =>
  a.date === b.date ? a.minutes - b.minutes : a.date < b.date ? -1 : 1;
const at = (date: string, minutes: number): LocalMoment => ({ date, weekday: weekdayOfDate(date), minutes });

/** A moment as the storefront writes it: 'YYYY-MM-DD HH:MM' (SPEC §5: sent as a 'date time' string). */
export function formatLocalDateTime(moment: LocalMoment): string {
  const hours = String(Math.floor(moment.minutes / 60)).padStart(2, '0');
  const minutes = String(moment.minutes % 60).padStart(2, '0');
  return `${moment.date} ${hours}:${minutes}`;
}

/** SPEC §5: the default proposal is now rounded up to the next quarter hour. */
export function defaultProposal(nowMs: number, zone: string): LocalMoment {
  const now = toLocalMoment(nowMs, zone);
  const rounded = roundUpToQuarter(now.minutes);
  return rounded >= 1440 ? at(addDays(now.date, 1), rounded - 1440) : at(now.date, rounded);
}

/**
 * SPEC §5 earliest delivery time: now plus the type's lead minutes, rounded up to the next
 * quarter hour; when the restaurant is closed, midnight of the next day (shown 24:00).
 */
export function earliestMoment(calendar: DeliveryCalendar, nowMs: number): LocalMoment {
  if (calendar.closed) return at(addDays(toLocalMoment(nowMs, calendar.zone).date, 1), 0);
  return defaultProposal(nowMs + calendar.leadMinutes * 60_000, calendar.zone);
}

/** SPEC §5: the latest date is today plus the type's available days (until 23:59). */
export const latestDate = (calendar: DeliveryCalendar, nowMs: number): string =>
  addDays(toLocalMoment(nowMs, calendar.zone).date, calendar.availableDays);

/**
 * The quarter hours of a date at which the type delivers: inside the weekday's windows
 * (including a window that began the evening before), not in a closure, not before the
 * earliest moment, and existing on the wall clock (the spring DST hour does not).
 */
export function slotsOn(calendar: DeliveryCalendar, date: string, earliest: LocalMoment): number[] {
  const slots = new Set<number>();
  const dstDay = offsetChangesAround(date, calendar.zone);
  const weekday = weekdayOfDate(date);
  for (const span of openSpansOn(calendar.windows, weekday)) {
    for (let minutes = roundUpToQuarter(span.start); minutes < span.end; minutes += timeStepMinutes) {
      const moment: LocalMoment = { date, weekday, minutes };
      if (compare(moment, earliest) < 0) continue;
      if (isInCloseTime(calendar.closeTimes, moment)) continue;
      if (dstDay && !wallTimeExists(date, minutes, calendar.zone)) continue;
      slots.add(minutes);
    }
  }
  return [...slots].sort((a, b) => a - b);
}

/** The dates a guest can pick, from the earliest to the latest date; the others are disabled. */
export function availableDates(calendar: DeliveryCalendar, nowMs: number): string[] {
  const earliest = earliestMoment(calendar, nowMs);
  const last = latestDate(calendar, nowMs);
  const dates: string[] = [];
  for (let date = earliest.date; date <= last; date = addDays(date, 1)) {
    if (slotsOn(calendar, date, earliest).length) dates.push(date);
  }
  return dates;
}

/** SPEC §3 allowedHours and allowedMinutes by hour, from a date's slots. */
export function allowedTimes(slots: readonly number[]): {
  hours: number[];
  minutesByHour: Record<number, number[]>;
} {
  const minutesByHour: Record<number, number[]> = {};
  for (const slot of slots) {
    const hour = Math.floor(slot / 60);
    minutesByHour[hour] = [...(minutesByHour[hour] ?? []), slot % 60];
  }
  return { hours: Object.keys(minutesByHour).map(Number), minutesByHour };
}

export type DeliveryTimeProblem = 'past' | 'not_quarter' | 'before_minimum' | 'too_far' | 'not_open';

/** The first slot at or after a moment, up to the latest date; undefined when there is none. */
export function nextSlot(
  calendar: DeliveryCalendar,
  nowMs: number,
  from: LocalMoment,
): LocalMoment | undefined {
  const earliest = earliestMoment(calendar, nowMs);
  const start = compare(from, earliest) < 0 ? earliest : from;
  const last = latestDate(calendar, nowMs);
  for (let date = start.date; date <= last; date = addDays(date, 1)) {
    const slot = slotsOn(calendar, date, start).find(
      (minutes) => date !== start.date || minutes >= start.minutes,
    );
    if (slot !== undefined) return at(date, slot);
  }
  return undefined;
}

/**
 * SPEC §4 'As soon as possible' / §5 earliest delivery time, for a basket without a chosen time:
 * null ('As soon as possible') while the type can take an order now; when closed, the next open
 * quarter hour from the earliest moment; undefined when there is none up to the latest date.
 * The checkout's picker and the menu's time button both read it, so they name the same time.
 */
export function soonestOrderTime(calendar: DeliveryCalendar, nowMs: number): LocalMoment | null | undefined {
  if (canOrderNow(calendar, nowMs)) return null;
  return nextSlot(calendar, nowMs, earliestMoment(calendar, nowMs));
}

/**
 * SPEC §5 delivery time rules, as one verdict: a quarter hour, not in the past, not before the
 * earliest moment, not after the latest date, inside a window and outside closures. A refusal
 * proposes the next valid time.
 */
export function checkDeliveryTime(
  calendar: DeliveryCalendar,
  nowMs: number,
  wanted: LocalMoment,
): { ok: true } | { ok: false; problem: DeliveryTimeProblem; validTime?: LocalMoment } {
  const refuse = (problem: DeliveryTimeProblem) => ({
    ok: false as const,
    problem,
    validTime: nextSlot(calendar, nowMs, wanted),
  });
  if (wanted.minutes % timeStepMinutes !== 0) return refuse('not_quarter');
  if (compare(wanted, toLocalMoment(nowMs, calendar.zone)) < 0) return refuse('past');
  const earliest = earliestMoment(calendar, nowMs);
  if (compare(wanted, earliest) < 0) return refuse('before_minimum');
  if (wanted.date > latestDate(calendar, nowMs)) return { ok: false, problem: 'too_far' };
  if (!slotsOn(calendar, wanted.date, earliest).includes(wanted.minutes)) return refuse('not_open');
  return { ok: true };
}
