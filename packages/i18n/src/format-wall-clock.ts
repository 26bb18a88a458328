import { learntTexts } from './learnt-texts';
import { type Locale, localeInfo } from './locales';

/**
 * Times the guest and the restaurant read: the restaurant's wall clock ('YYYY-MM-DD HH:MM', as
 * the API gives it) spelt in a language, never moved to the reader's zone. The storefront, the
 * manager area and the API's mails and messages all use these, so a time reads alike everywhere
 * (issue 15). SPEC §5: times in 24-hour format.
 */

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/;

/** The wall clock as a UTC instant, so Intl shows its digits unchanged (formatted with timeZone UTC). */
function asUtc(value: string): Date | undefined {
  const match = wallClockPattern.exec(value);
  if (!match) return undefined;
  const [year, month, day, hours = 0, minutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  return new Date(Date.UTC(year!, month! - 1, day!, hours, minutes));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, kind: 'date' | 'time' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const date = { weekday: 'short', day: 'numeric', month: 'short' } as const;
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    format = new Intl.DateTimeFormat(localeInfo[locale].intl, {
      timeZone: 'UTC',
      ...(kind === 'time' ? {} : date),
      ...(kind === 'date' ? {} : time),
    });
    formatters.set(key, format);
  }
  return format;
}

/** How a language joins a day word and a time ('Tomorrow, 11:30'). */
const dayAndTime: Record<Locale, string> = { en: ', ', de: ', ', fr: ', ', ar: '، ' };

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** A date ('YYYY-MM-DD') in a language: 'Tue 24 Nov', 'Di., 24. Nov.'. */
export function formatWallDate(date: string, locale: Locale): string {
  const spell = () => {
    const instant = asUtc(date);
    return instant ? formatter(locale, 'date').format(instant) : date;
  };
  return rendered.idle ? spell() : rendered.text(`date|${locale}|${date}`, spell);
}

/** A time of day ('HH:MM') in a language, 24-hour. */
export function formatWallTime(time: string, locale: Locale): string {
  const spell = () => {
    const instant = asUtc(`1970-01-01 ${time}`);
    return instant && /^\d{2}:\d{2}/.test(time) ? formatter(locale, 'time').format(instant) : time;
  };
  return rendered.idle ? spell() : rendered.text(`time|${locale}|${time}`, spell);
}

export interface WallClockOptions {
  /** the restaurant's date today: today and tomorrow then read as words ('Tomorrow, 11:30') */
  today?: string;
  /** a date whose times are shown alone (e.g. the day the guest chose, or the board's day) */
  timeOnlyOn?: string;
}

/**
 * A wall-clock moment in a language: '19:30' on `timeOnlyOn`, 'Today, 19:30' / 'Tomorrow, 11:30'
 * when `today` is given, else 'Tue 24 Nov, 19:30'. Text it cannot read comes back unchanged.
 */
export function formatWallClock(value: string, locale: Locale, options: WallClockOptions = {}): string {
  if (rendered.idle) return wallClockWithIntl(value, locale, options);
  const key = `clock|${locale}|${value}|${options.today ?? ''}|${options.timeOnlyOn ?? ''}`;
  return rendered.text(key, () => wallClockWithIntl(value, locale, options));
}

/**
 * Dates, times and moments a server render spelt (learnWallClocks), by `date|locale|date`,
 * `time|locale|time` and `clock|locale|value|today|timeOnlyOn`.
 */
const rendered = learntTexts();

/** Decision 062: `record` sees every date, time and moment spelt, until the returned function stops it. */
export const recordWallClocks = rendered.record;

/**
 * Decision 062: takes dates, times and moments a server render spelt (what `recordWallClocks`
 * saw) as this runtime's own: hydrating, e.g. the menu's time button and closed notice while the
 * restaurant is closed ('Today, 11:30'), then builds no date formatter.
 */
export const learnWallClocks = rendered.learn;

function wallClockWithIntl(value: string, locale: Locale, options: WallClockOptions): string {
  const instant = asUtc(value);
  const match = wallClockPattern.exec(value);
  if (!instant || !match?.[4]) return value;
  const date = value.slice(0, 10);
  if (date === options.timeOnlyOn) return formatter(locale, 'time').format(instant);
  const daysAhead = options.today === undefined ? undefined : dayNumber(date) - dayNumber(options.today);
  if (daysAhead === 0 || daysAhead === 1) {
    const word = new Intl.RelativeTimeFormat(localeInfo[locale].intl, { numeric: 'auto' }).format(
      daysAhead,
      'day',
    );
    const capitalised = word.charAt(0).toLocaleUpperCase(localeInfo[locale].intl) + word.slice(1);
    return `${capitalised}${dayAndTime[locale]}${formatter(locale, 'time').format(instant)}`;
  }
  return formatter(locale, 'dateTime').format(instant);
}
