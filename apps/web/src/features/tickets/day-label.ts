import { type Locale, localeInfo } from '@tavola/i18n/locales';

/**
 * A day button's two lines ('Tue' over '1 Dec'), for a wall-clock date 'YYYY-MM-DD': read as a
 * UTC date, so no zone moves it to another day.
 */
export function dayLabel(date: string, locale: Locale): { weekday: string; day: string } {
  const instant = new Date(`${date}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeInfo[locale].intl, { timeZone: 'UTC', ...options }).format(instant);
  return { weekday: format({ weekday: 'short' }), day: format({ day: 'numeric', month: 'short' }) };
}
