import { type Locale, localeInfo } from './locales';

/**
 * A formatter and its currency's minor digits per language and currency, made once: building an
 * Intl.NumberFormat costs far more than formatting with it (issue 21: an order's mails format
 * every line's price).
 */
const formats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

/** Money (integer minor units) as text in a language, e.g. for amounts inside server messages. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let known = formats.get(key);
  if (!known) {
    const format = new Intl.NumberFormat(localeInfo[locale].intl, { style: 'currency', currency });
    known = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    formats.set(key, known);
  }
  return known.format.format(minor / 10 ** known.digits);
}
