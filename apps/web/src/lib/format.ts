import { type Locale, localeInfo } from '@tavola/i18n/locales';

const formatters = new Map<string, Intl.NumberFormat>();

/** Money is integer minor units until here, the edge (STYLE: formatted only at the edge). */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeInfo[locale].intl, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minor / 10 ** digits);
}
