import { type BreakPattern, isProductOnBreak } from './break-pattern';
import type { LocalMoment } from './zoned-time';
import { parseClock } from './zoned-time';

/** SPEC §3 happyHours: weekday 1..7 with Sunday = 7, a date range, optionally a time of day. */
export interface HappyHour {
  weekday: number;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
}

export interface AvailabilityRule {
  happyHours: readonly HappyHour[];
  /** last day the product can be ordered for; null = no end */
  endDate: string | null;
  /** the break patterns that name the product (SPEC §3); none = never on break */
  breaks?: readonly BreakPattern[];
}

/** Sunday is 0 in the weekday list and 7 in happy hours (SPEC §3 codes). */
export const happyHourWeekday = (weekday: number): number => (weekday === 0 ? 7 : weekday);

function matches(hour: HappyHour, moment: LocalMoment): boolean {
  if (hour.weekday !== happyHourWeekday(moment.weekday)) return false;
  if (moment.date < hour.startDate || moment.date > hour.endDate) return false;
  if (hour.startTime && moment.minutes < parseClock(hour.startTime)) return false;
  if (hour.endTime && moment.minutes >= parseClock(hour.endTime)) return false;
  return true;
}

/**
 * Whether a product can be ordered for a moment: not past its end date, not on a break and,
 * when it has happy hours, inside one of them. The same rule judges the menu, the basket and
 * the order.
 */
export function isProductAvailableAt(rule: AvailabilityRule, moment: LocalMoment): boolean {
  if (rule.endDate && moment.date > rule.endDate) return false;
  if (isProductOnBreak(rule.breaks, moment)) return false;
  if (rule.happyHours.length === 0) return true;
  return rule.happyHours.some((hour) => matches(hour, moment));
}
