/** Weekday as in SPEC §3: the list runs Sunday (0) to Saturday (6). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A wall-clock moment in a restaurant's time zone. */
export interface LocalMoment {
  /** ISO date, e.g. '2026-03-29' */
  readonly date: string;
  readonly weekday: Weekday;
  /** minutes since local midnight, 0..1439 */
  readonly minutes: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * The wall clock of an instant in a zone. Uses Intl (the IANA database of the runtime), so the
 * storefront gets it without shipping a Temporal polyfill.
 */
export function toLocalMoment(epochMs: number, zone: string): LocalMoment {
  // the wall clock only changes once a minute: recent answers per zone are kept (a request
  // asks for now, now plus a lead time and, on DST questions, a few probes around them)
  const minute = Math.floor(epochMs / 60_000);
  const span = learntSpans.get(zone);
  if (span && minute >= span.from && minute < span.until) return wallClockOf(minute + span.offset);
  let known = recentMoments.get(zone);
  const kept = known?.get(minute);
  if (kept) return kept;
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(epochMs)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const moment: LocalMoment = {
    date,
    weekday: weekdayOfDate(date),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
  if (!known || known.size >= recentMomentsPerZone) {
    known = new Map();
    recentMoments.set(zone, known);
  }
  known.set(minute, moment);
  return moment;
}

const recentMomentsPerZone = 64;
const recentMoments = new Map<string, Map<number, LocalMoment>>();

/**
 * A stretch of time in which a zone keeps one offset (decision 062): from epoch minute `from` up
 * to, not including, epoch minute `until` (its next change of offset, or the end of the days
 * looked at), the wall clock is `offset` minutes ahead of UTC.
 */
export interface OffsetSpan {
  zone: string;
  from: number;
  until: number;
  offset: number;
}

/** Minutes a zone is ahead of UTC at an epoch minute. */
function offsetAt(minute: number, zone: string): number {
  const local = toLocalMoment(minute * 60_000, zone);
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 60_000 + local.minutes - minute;
}

/**
 * The zone's offset around the minute of `atMs`: back to its last change and on to its next one
 * (each found to the minute), looking at most `days.before` and `days.after` days away, so every
 * minute of the span is what toLocalMoment answers.
 */
export function offsetSpan(zone: string, atMs: number, days: { before: number; after: number }): OffsetSpan {
  const at = Math.floor(atMs / 60_000);
  const offset = offsetAt(at, zone);
  /** the last minute with the span's offset in a direction (offsets change at most once a day) */
  const edge = (step: 1 | -1, count: number): number => {
    for (let day = 1; day <= count; day++) {
      let changed = at + step * day * 1440;
      if (offsetAt(changed, zone) === offset) continue;
      let same = changed - step * 1440;
      while (Math.abs(changed - same) > 1) {
        const middle = Math.floor((same + changed) / 2);
        if (offsetAt(middle, zone) === offset) same = middle;
        else changed = middle;
      }
      return same;
    }
    return at + step * count * 1440;
  };
  return { zone, from: edge(-1, days.before), until: edge(1, days.after) + 1, offset };
}

const learntSpans = new Map<string, OffsetSpan>();

/**
 * Issue 21: takes a span a server render computed (offsetSpan) as toLocalMoment's own, so that
 * hydrating that render — the menu's times, the next opening while closed — builds no
 * Intl.DateTimeFormat for the zone: the first Intl object of a page costs a phone a long task.
 * An instant outside the span is computed the usual way; a span that cannot be true is ignored.
 */
export function learnOffsetSpan(span: OffsetSpan): void {
  const whole =
    typeof span.zone === 'string' &&
    [span.from, span.until, span.offset].every(Number.isInteger) &&
    span.until > span.from &&
    Math.abs(span.offset) <= 18 * 60;
  if (whole) learntSpans.set(span.zone, span);
}

/** The wall clock of a local epoch minute (minutes since 1970-01-01 00:00 on the wall clock). */
function wallClockOf(localMinute: number): LocalMoment {
  const day = Math.floor(localMinute / 1440);
  const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
  return { date, weekday: weekdayOfDate(date), minutes: localMinute - day * 1440 };
}

/** 'HH:MM' (or 'HH:MM:SS') to minutes since midnight; '24:00' is 1440. */
export function parseClock(clock: string): number {
  const [hours = 'x', minutes = 'x'] = clock.split(':');
  const value = Number(hours) * 60 + Number(minutes);
  if (!Number.isInteger(value) || value < 0 || value > 1440)
    throw new RangeError(`Invalid clock time: ${clock}`);
  return value;
}

export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of a calendar date at 00:00 UTC; a day that is not in the calendar ('2026-02-30') throws. */
function utcOfDate(date: string): number {
  const known = utcOfDates.get(date);
  if (known !== undefined) return known;
  const match = isoDate.exec(date);
  if (!match) throw new RangeError(`Invalid date: ${date}`);
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(utc).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  // the slot computations ask for the same few dates many times per request (weekday, next day)
  if (utcOfDates.size >= knownDates) utcOfDates.clear();
  utcOfDates.set(date, utc);
  return utc;
}

const knownDates = 4096;
const utcOfDates = new Map<string, number>();

/** Whether a text is a valid 'YYYY-MM-DD HH:MM' wall-clock time. */
export function isLocalDateTime(value: string): boolean {
  try {
    parseLocalDateTime(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a text is a day of the calendar, 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  try {
    utcOfDate(value);
    return true;
  } catch {
    return false;
  }
}

export function weekdayOfDate(date: string): Weekday {
  return new Date(utcOfDate(date)).getUTCDay() as Weekday;
}

export function addDays(date: string, days: number): string {
  // every menu answer asks for today plus the days a guest may order ahead (issue 21: toISOString
  // was 4 % of the products endpoint's CPU); the answers are kept like utcOfDate's
  const key = `${date}+${days}`;
  const known = laterDates.get(key);
  if (known !== undefined) return known;
  const later = new Date(utcOfDate(date) + days * 86_400_000).toISOString().slice(0, 10);
  if (laterDates.size >= knownDates) laterDates.clear();
  laterDates.set(key, later);
  return later;
}

const laterDates = new Map<string, string>();

/** 'YYYY-MM-DD HH:MM' (a delivery time as the storefront sends it) read as a wall-clock moment. */
export function parseLocalDateTime(value: string): LocalMoment {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) throw new RangeError(`Invalid date time: ${value}`);
  const date = match[1] ?? '';
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (minutes >= 1440 || Number(match[3]) >= 60) throw new RangeError(`Invalid date time: ${value}`);
  return { date, weekday: weekdayOfDate(date), minutes };
}
