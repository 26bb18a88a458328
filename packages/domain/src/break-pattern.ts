import { formatClock, type LocalMoment, parseLocalDateTime } from './zoned-time';

/**
 * SPEC §3 break pattern: the restaurant pauses some products on some weekdays (1..7, Sunday = 7,
 * SPEC §9) from a start time (to an end time, else to the end of the day), between a start
 * date and an optional end date. Stopping a pattern ends it at that wall-clock minute.
 * Times and dates are wall-clock in the restaurant's zone.
 */
export interface BreakPattern {
  /** 'HH:MM' */
  startTime: string;
  /** 'HH:MM', exclusive; null = until the end of the day */
  endTime: string | null;
  weekdays: readonly number[];
  startDate: string;
  endDate: string | null;
  /** 'YYYY-MM-DD HH:MM' when a manager stopped it; from then on it pauses nothing */
  stoppedAt: string | null;
}

const clock = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOf = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
/** Sunday is 0 in a LocalMoment and 7 in a pattern (SPEC §3 codes, §9 weekdays 1 to 7). */
const patternWeekday = (weekday: number) => (weekday === 0 ? 7 : weekday);
const stamp = (moment: LocalMoment) => `${moment.date} ${formatClock(moment.minutes)}`;

/** Whether one pattern pauses its products at a wall-clock moment. */
export function isBreakActiveAt(pattern: BreakPattern, moment: LocalMoment): boolean {
  if (pattern.stoppedAt && stamp(moment) >= pattern.stoppedAt.slice(0, 16)) return false;
  if (moment.date < pattern.startDate) return false;
  if (pattern.endDate && moment.date > pattern.endDate) return false;
  if (!pattern.weekdays.includes(patternWeekday(moment.weekday))) return false;
  if (!clock.test(pattern.startTime) || moment.minutes < minutesOf(pattern.startTime)) return false;
  if (pattern.endTime && clock.test(pattern.endTime) && moment.minutes >= minutesOf(pattern.endTime))
    return false;
  return true;
}

/**
 * THE rule "is this product on break at this moment", given the patterns that name the
 * product. The menu, adding to the basket and placing the order all ask it (through
 * isProductAvailableAt), so they cannot disagree.
 */
export function isProductOnBreak(
  patterns: readonly BreakPattern[] | undefined,
  moment: LocalMoment,
): boolean {
  return (patterns ?? []).some((pattern) => isBreakActiveAt(pattern, moment));
}

/** How a manager sees a pattern at a moment: pausing now, stopped, past its end, or waiting. */
export type BreakPatternState = 'active' | 'stopped' | 'ended' | 'waiting';

export function breakPatternState(pattern: BreakPattern, moment: LocalMoment): BreakPatternState {
  if (pattern.stoppedAt && stamp(moment) >= pattern.stoppedAt.slice(0, 16)) return 'stopped';
  if (pattern.endDate && moment.date > pattern.endDate) return 'ended';
  return isBreakActiveAt(pattern, moment) ? 'active' : 'waiting';
}

/** The SPEC §8 break-pattern codes the server answers with (keys of the server catalogue). */
export type BreakPatternProblemKey =
  | 'pattern_name_required'
  | 'pattern_start_time'
  | 'pattern_products_required'
  | 'pattern_weekdays_required'
  | 'pattern_dates'
  | 'field_required';

export interface BreakPatternDraft {
  name?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  products?: readonly number[] | null;
  weekdays?: readonly number[] | null;
  startDate?: string | null;
  endDate?: string | null;
}

const isCalendarDate = (value: string) => {
  try {
    return parseLocalDateTime(`${value} 00:00`).date === value;
  } catch {
    return false;
  }
};

/**
 * SPEC §5 server side: break pattern name required, needs products and weekdays (array), a
 * valid start time (before the end time when there is one), end date not before start date.
 * Name uniqueness needs the database and is checked by the API.
 */
export function breakPatternProblems(
  draft: BreakPatternDraft,
): { field: string; key: BreakPatternProblemKey }[] {
  const problems: { field: string; key: BreakPatternProblemKey }[] = [];
  if (!draft.name?.trim()) problems.push({ field: 'name', key: 'pattern_name_required' });
  const start = draft.startTime ?? '';
  const end = draft.endTime ?? '';
  if (!clock.test(start) || (end !== '' && (!clock.test(end) || minutesOf(end) <= minutesOf(start))))
    problems.push({ field: 'start_time', key: 'pattern_start_time' });
  if (!Array.isArray(draft.products) || draft.products.length === 0)
    problems.push({ field: 'products', key: 'pattern_products_required' });
  if (
    !Array.isArray(draft.weekdays) ||
    draft.weekdays.length === 0 ||
    draft.weekdays.some((day) => !Number.isInteger(day) || day < 1 || day > 7)
  )
    problems.push({ field: 'weekdays', key: 'pattern_weekdays_required' });
  const startDate = draft.startDate ?? '';
  const endDate = draft.endDate ?? '';
  if (!isCalendarDate(startDate)) problems.push({ field: 'start_date', key: 'field_required' });
  else if (endDate !== '' && (!isCalendarDate(endDate) || endDate < startDate))
    problems.push({ field: 'end_date', key: 'pattern_dates' });
  return problems;
}
