import { type LocalMoment, parseClock, type Weekday } from './zoned-time';

/**
 * One opening window of a weekday. A window whose close is not after its open runs past
 * midnight into the next day (17:00-02:00); a close of 00:00 means midnight.
 */
export interface OpeningWindow {
  weekday: Weekday;
  openAt: string;
  closeAt: string;
}

interface Span {
  start: number;
  end: number;
}

type WindowSpans = { today: Span; nextDay?: Span };

function spansOf(window: OpeningWindow): WindowSpans {
  // a window is asked for its spans once per day and quarter hour looked at: read it once
  const known = spansOfWindows.get(window);
  if (known) return known;
  const start = parseClock(window.openAt);
  const close = parseClock(window.closeAt);
  const spans: WindowSpans =
    close > start
      ? { today: { start, end: close } }
      : close === 0
        ? { today: { start, end: 1440 } }
        : { today: { start, end: 1440 }, nextDay: { start: 0, end: close } };
  spansOfWindows.set(window, spans);
  return spans;
}

const spansOfWindows = new WeakMap<OpeningWindow, WindowSpans>();

/**
 * The minute spans of a weekday in which the restaurant is open, including the tail of a
 * window that began the day before. Sorted, not merged.
 */
export function openSpansOn(windows: readonly OpeningWindow[], weekday: Weekday): Span[] {
  const previous = ((weekday + 6) % 7) as Weekday;
  const spans: Span[] = [];
  for (const window of windows) {
    const { today, nextDay } = spansOf(window);
    if (window.weekday === weekday) spans.push(today);
    if (window.weekday === previous && nextDay) spans.push(nextDay);
  }
  return spans.sort((a, b) => a.start - b.start);
}

export function isOpenAt(windows: readonly OpeningWindow[], moment: LocalMoment): boolean {
  return openSpansOn(windows, moment.weekday).some(
    (span) => moment.minutes >= span.start && moment.minutes < span.end,
  );
}

/** The windows that start on a weekday, in order: what a guest reads as "today's opening hours". */
export function windowsStartingOn(windows: readonly OpeningWindow[], weekday: Weekday): OpeningWindow[] {
  return windows
    .filter((window) => window.weekday === weekday)
    .sort((a, b) => parseClock(a.openAt) - parseClock(b.openAt));
}

/** SPEC §2 Menu screen: opening hours for today, first two slots. */
export const openingSlotsShown = 2;

export function todaysOpeningSlots(windows: readonly OpeningWindow[], weekday: Weekday): OpeningWindow[] {
  return windowsStartingOn(windows, weekday).slice(0, openingSlotsShown);
}

/** Issue 15: a window from 00:00 to 00:00 covers the whole day; guests read "open 24 hours". */
export const isAllDayWindow = (window: OpeningWindow): boolean =>
  parseClock(window.openAt) === 0 && parseClock(window.closeAt) === 0;
