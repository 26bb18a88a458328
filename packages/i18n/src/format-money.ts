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
const learnt = new Map<string, string>();
let recorder: ((key: string, text: string) => void) | undefined;

/** Money (integer minor units) as text in a language, e.g. for amounts inside server messages. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  if (!recorder && learnt.size === 0) return formatWithIntl(minor, currency, locale);
  const key = `${locale}:${currency}:${minor}`;
  const text = learnt.get(key) ?? formatWithIntl(minor, currency, locale);
  recorder?.(key, text);
  return text;
}

/**
 * Issue 21: `record` sees every amount formatted from now on (its key and text), until the
 * returned function stops it. The server's render of the menu records the page's amounts.
 */
export function recordMoney(record: (key: string, text: string) => void): () => void {
  recorder = record;
  return () => {
    if (recorder === record) recorder = undefined;
  };
}

/**
 * Issue 21: takes amounts a server render formatted (what `recordMoney` saw) as this runtime's
 * own, so that hydrating that render formats them without building an Intl.NumberFormat: the
 * first Intl object of a page costs a phone a long task. Each is an input with its output, so an
 * amount not among them is only formatted the usual way.
 */
export function learnMoney(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') learnt.set(key, text);
}
