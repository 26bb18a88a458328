import { type CloseTimeRange, isInCloseTime } from './close-times';
import { isOpenAt, type OpeningWindow, openSpansOn } from './opening-hours';
import { formatClock, type LocalMoment } from './zoned-time';

/**
 * Issue 33: what the menu says of one delivery type now, by one rule: open; opening later today
 * (from when); or not again today. 'Pickup is not available' beside 'Pickup: 17:00–21:30' with
 * 17:00 bookable said two things at once.
 */
export type TypeNotice = { kind: 'open' } | { kind: 'opens_at'; at: string } | { kind: 'closed_today' };

export function typeNoticeAt(
  windows: readonly OpeningWindow[],
  closeTimes: readonly CloseTimeRange[],
  moment: LocalMoment,
): TypeNotice {
  if (isOpenAt(windows, moment) && !isInCloseTime(closeTimes, moment)) return { kind: 'open' };
  for (const span of openSpansOn(windows, moment.weekday)) {
    const from = Math.max(span.start, moment.minutes + 1);
    for (let minutes = from; minutes < span.end; minutes++) {
      if (!isInCloseTime(closeTimes, { ...moment, minutes }))
        return { kind: 'opens_at', at: formatClock(minutes) };
    }
  }
  return { kind: 'closed_today' };
}
