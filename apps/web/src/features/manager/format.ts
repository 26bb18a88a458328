import { type Locale, localeInfo } from '@tavola/i18n/locales';

export function formatDay(value: string, locale: Locale): string {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** SPEC §9 weekdays 1 to 7 (Monday … Sunday = 7), named by Intl in the manager's language. */
export function weekdayName(day: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/** An instant (ISO) as wall-clock time in a zone. */
export function formatInstant(iso: string, zone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Today's date ('YYYY-MM-DD') in the restaurant's zone. */
export function todayIn(zone: string, now = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts;
}

/**
 * A name or e-mail placed inside a translated sentence, isolated from its direction (Unicode
 * FSI…PDI): "shot-ar@example.org" stays whole inside Arabic text.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/** A due day on the board (issue 34): 'Wed, 2 Dec' in the manager's language. */
export function formatDueDay(value: string, locale: Locale): string {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
