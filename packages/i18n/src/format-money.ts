import { learntTexts } from './learnt-texts';
import { type Locale, localeInfo } from './locales';

/**
 * A formatter and its currency's minor digits per language and currency, made once: building an
 * Intl.NumberFormat costs far more than formatting with it (issue 21: an order's mails format
 * every line's price).
 */
const formats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function formatWithIntl(minor: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let known = formats.get(key);
  if (!known) {
    const format = new Intl.NumberFormat(localeInfo[locale].intl, { style: 'currency', currency });
    known = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    formats.set(key, known);
  }
  return known.format.format(minor / 10 ** known.digits);
}

/** Amounts formatted by a server render of this page, by `locale:currency:minor` (learnMoney). */
const rendered = learntTexts();

/** Money (integer minor units) as text in a language, e.g. for amounts inside server messages. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  if (rendered.idle) return formatWithIntl(minor, currency, locale);
  return rendered.text(`${locale}:${currency}:${minor}`, () => formatWithIntl(minor, currency, locale));
}

/**
 * Issue 21: `record` sees every amount formatted from now on (its key and text), until the
 * returned function stops it. The server's render of the menu records the page's amounts.
 */
export const recordMoney = rendered.record;

/**
 * Issue 21: takes amounts a server render formatted (what `recordMoney` saw) as this runtime's
 * own, so that hydrating that render formats them without building an Intl.NumberFormat.
 */
export const learnMoney = rendered.learn;
