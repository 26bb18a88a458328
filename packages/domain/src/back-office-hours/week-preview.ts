import type { DeliveryCalendar } from '../delivery-time/delivery-calendar';
import { earliestMoment, latestDate, slotsOn } from '../delivery-time/delivery-slots';
import { type OpeningWindow, windowsStartingOn } from '../opening-hours';
import { addDays, formatClock, toLocalMoment, weekdayOfDate } from '../zoned-time';

/** One day of the preview: the hours that start on it and the times a guest can pick. */
export interface PreviewDay {
  date: string;
  /** the windows opening on that weekday, what the storefront lists as the day's hours */
  windows: OpeningWindow[];
  /** 'HH:MM' quarter hours a guest can choose, after lead time, closures and the closed switch */
  slots: string[];
}

export const previewDays = 7;

/**
 * The next days as a guest of one delivery type will see them, from today in the restaurant's
 * zone: the same calendar functions that answer the storefront's delivery-time picker.
 */
export function weekPreview(calendar: DeliveryCalendar, nowMs: number, days = previewDays): PreviewDay[] {
  const earliest = earliestMoment(calendar, nowMs);
  const last = latestDate(calendar, nowMs);
  const today = toLocalMoment(nowMs, calendar.zone).date;
  return Array.from({ length: days }, (_, offset) => {
    const date = addDays(today, offset);
    return {
      date,
      windows: windowsStartingOn(calendar.windows, weekdayOfDate(date)),
      slots: date > last ? [] : slotsOn(calendar, date, earliest).map(formatClock),
    };
  });
}
