import { canOrderNow, type DeliveryCalendar, nextSlot } from '../delivery-time';
import { epochOfLocal } from '../zoned-instant';
import { type LocalMoment, toLocalMoment } from '../zoned-time';

/**
 * Issue 19: how the restaurant search names a restaurant's availability for a delivery type.
 * 'open_now': a guest can order for as soon as possible (SPEC §4); 'later': not now, but a
 * slot within the type's available days can be picked.
 */
export const searchStatuses = ['open_now', 'later'] as const;
export type SearchStatus = (typeof searchStatuses)[number];

export interface SearchAvailability {
  status: SearchStatus;
  /** the first slot a guest can pick, on the restaurant's wall clock; absent when only ASAP is left */
  nextTime?: LocalMoment;
  /** the same slot as an instant, so restaurants in different zones compare */
  nextTimeMs?: number;
}

/**
 * Whether and when the type can be ordered: open now when ASAP ordering is allowed, else the
 * next slot (SPEC §5 earliest time, windows, closures, available days). Undefined when the
 * restaurant takes no order of this type at all within its available days.
 */
export function searchAvailability(
  calendar: DeliveryCalendar,
  nowMs: number,
): SearchAvailability | undefined {
  const openNow = canOrderNow(calendar, nowMs);
  const next = nextSlot(calendar, nowMs, toLocalMoment(nowMs, calendar.zone));
  if (!openNow && !next) return undefined;
  const status: SearchStatus = openNow ? 'open_now' : 'later';
  if (!next) return { status };
  return { status, nextTime: next, nextTimeMs: epochOfLocal(next.date, next.minutes, calendar.zone) };
}
