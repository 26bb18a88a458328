import { Temporal } from 'temporal-polyfill';

/** Weekday as in SPEC §3: the list runs Sunday (0) to Saturday (6). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A wall-clock moment in a restaurant's time zone. */
export interface LocalMoment {
  /** ISO date, e.g. '2026-03-29' */
  date: string;
  weekday: Weekday;
  /** minutes since local midnight, 0..1439 */
  minutes: number;
}

export function toLocalMoment(epochMs: number, zone: string): LocalMoment {
  const zoned = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone);
  return {
    date: zoned.toPlainDate().toString(),
    weekday: (zoned.dayOfWeek % 7) as Weekday,
    minutes: zoned.hour * 60 + zoned.minute,
  };
}

/** 'HH:MM' (or 'HH:MM:SS') to minutes since midnight; '24:00' is 1440. */
export function parseClock(clock: string): number {
  const [hours = 'x', minutes = 'x'] = clock.split(':');
  const value = Number(hours) * 60 + Number(minutes);
  if (!Number.isInteger(value) || value < 0 || value > 1440) throw new RangeError(`Invalid clock time: ${clock}`);
  return value;
}

export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function weekdayOfDate(date: string): Weekday {
  return (Temporal.PlainDate.from(date).dayOfWeek % 7) as Weekday;
}

/** The instant (epoch ms) of a wall-clock time in a zone; a time skipped by DST moves forward. */
export function epochOfLocal(date: string, minutes: number, zone: string): number {
  const plain = Temporal.PlainDate.from(date).add({ days: Math.floor(minutes / 1440) });
  const rest = minutes % 1440;
  return plain
    .toPlainDateTime({ hour: Math.floor(rest / 60), minute: rest % 60 })
    .toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** 'YYYY-MM-DD HH:MM' (a delivery time as the storefront sends it) read as a wall-clock moment. */
export function parseLocalDateTime(value: string): LocalMoment {
  const plain = Temporal.PlainDateTime.from(value.replace(' ', 'T'));
  return {
    date: plain.toPlainDate().toString(),
    weekday: (plain.dayOfWeek % 7) as Weekday,
    minutes: plain.hour * 60 + plain.minute,
  };
}
