import type { OpeningWindow } from '../opening-hours';
import { parseClock, type Weekday } from '../zoned-time';

/** The message keys (server catalogue) a week of opening hours can be refused with. */
export type WeeklyHoursProblemKey = 'hours_clock' | 'hours_weekday' | 'hours_empty' | 'hours_overlap';

/** A window as a manager sends it, before anything about it is known to be valid. */
export interface OpeningWindowDraft {
  weekday?: number | null;
  open_at?: string | null;
  close_at?: string | null;
}

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
const weekMinutes = 7 * 1440;

/**
 * Where in the week (Sunday 00:00 = 0) a window runs. As opening-hours.ts reads it: a close not
 * after the open runs into the next day, so 00:00 as a close means midnight.
 */
function weekSpan(window: OpeningWindow): { start: number; end: number } {
  const open = parseClock(window.openAt);
  const close = parseClock(window.closeAt);
  const start = window.weekday * 1440 + open;
  return { start, end: start - open + (close > open ? close : close + 1440) };
}

/** Whether two windows share a minute of the week; Saturday night runs into Sunday morning. */
function overlaps(a: OpeningWindow, b: OpeningWindow): boolean {
  const x = weekSpan(a);
  const y = weekSpan(b);
  return [0, weekMinutes, -weekMinutes].some((shift) => x.start < y.end + shift && y.start + shift < x.end);
}

/**
 * Whether a week of opening windows of one delivery type can be saved: each window names a
 * weekday (0 = Sunday .. 6 = Saturday, SPEC §3) and two 'HH:MM' times; a close before or at the
 * open runs past midnight (17:00-02:00), 00:00-00:00 is the whole day, and any other window
 * that opens and closes at the same minute is empty. No two windows may share a minute, so
 * split shifts (11:30-14:30 and 17:30-22:00) are fine and 11:00-15:00 with 14:00-18:00 is not.
 * Fields are named `windows.<index>.<field>` as the request sends them.
 */
export function weeklyHoursProblems(
  drafts: readonly OpeningWindowDraft[],
): { field: string; key: WeeklyHoursProblemKey }[] {
  const problems: { field: string; key: WeeklyHoursProblemKey }[] = [];
  const valid: { index: number; window: OpeningWindow }[] = [];
  drafts.forEach((draft, index) => {
    const field = (name: string) => `windows.${index}.${name}`;
    const weekday = draft.weekday;
    const weekdayOk =
      typeof weekday === 'number' && Number.isInteger(weekday) && weekday >= 0 && weekday <= 6;
    if (!weekdayOk) problems.push({ field: field('weekday'), key: 'hours_weekday' });
    const openOk = clock.test(draft.open_at ?? '');
    const closeOk = clock.test(draft.close_at ?? '');
    if (!openOk) problems.push({ field: field('open_at'), key: 'hours_clock' });
    if (!closeOk) problems.push({ field: field('close_at'), key: 'hours_clock' });
    if (!weekdayOk || !openOk || !closeOk) return;
    const window: OpeningWindow = {
      weekday: weekday as Weekday,
      openAt: draft.open_at!,
      closeAt: draft.close_at!,
    };
    if (window.openAt === window.closeAt && window.openAt !== '00:00') {
      problems.push({ field: field('close_at'), key: 'hours_empty' });
      return;
    }
    const clash = valid.find((other) => overlaps(other.window, window));
    if (clash) problems.push({ field: field('open_at'), key: 'hours_overlap' });
    else valid.push({ index, window });
  });
  return problems;
}
