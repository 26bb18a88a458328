import { type CloseTimeRange, isInCloseTime } from '../close-times';
import { isOpenAt, type OpeningWindow } from '../opening-hours';
import { toLocalMoment } from '../zoned-time';

/** What decides when one delivery type can deliver (SPEC §3 {type}_hours, {type}_available_days, close times). */
export interface DeliveryCalendar {
  /** the restaurant's IANA zone; every date and time here is its wall clock */
  zone: string;
  /** the type's opening windows */
  windows: readonly OpeningWindow[];
  closeTimes: readonly CloseTimeRange[];
  /** preparation (lead) minutes of the type */
  leadMinutes: number;
  /** how many days ahead a guest may order */
  availableDays: number;
  /** the restaurant's manual closed switch */
  closed: boolean;
}

/**
 * SPEC §4 'As soon as possible' (a basket without a time): only while the type's window is open
 * now, outside a closure and without the closed switch; otherwise the guest picks a later time.
 */
export function canOrderNow(calendar: DeliveryCalendar, nowMs: number): boolean {
  const now = toLocalMoment(nowMs, calendar.zone);
  return !calendar.closed && isOpenAt(calendar.windows, now) && !isInCloseTime(calendar.closeTimes, now);
}
