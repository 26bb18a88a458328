import { formatClock, type LocalMoment } from './zoned-time';

/** SPEC §3 restaurant_close_times: a closure from one wall-clock time to another ('YYYY-MM-DDTHH:MM'). */
export interface CloseTimeRange {
  startsAt: string;
  endsAt: string;
}

const stamp = (moment: LocalMoment) => `${moment.date}T${formatClock(moment.minutes)}`;

/** Whether a moment falls inside a closure (start included, end excluded). */
export function isInCloseTime(ranges: readonly CloseTimeRange[], moment: LocalMoment): boolean {
  const at = stamp(moment);
  return ranges.some((range) => at >= range.startsAt.slice(0, 16) && at < range.endsAt.slice(0, 16));
}
