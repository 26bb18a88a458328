import { type Locale, localeInfo } from './locales';

/** Money (integer minor units) as text in a language, e.g. for amounts inside server messages. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(localeInfo[locale].intl, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
