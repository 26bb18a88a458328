import type { Locale } from './locales';
import { receiptAr } from './messages/receipt.ar';
import { receiptDe } from './messages/receipt.de';
import { type ReceiptMessageKey, receiptEn } from './messages/receipt.en';
import { receiptFr } from './messages/receipt.fr';
import { type Catalogue, createTranslator, type Translate } from './translate';

export type { ReceiptMessageKey };

export const receiptCatalogues: Record<Locale, Catalogue<ReceiptMessageKey>> = {
  en: receiptEn,
  de: receiptDe,
  fr: receiptFr,
  ar: receiptAr,
};

const translators = new Map<Locale, Translate<ReceiptMessageKey>>();

/** Issue 36: the receipt's words in a language; built once per locale. */
export function receiptTranslator(locale: Locale): Translate<ReceiptMessageKey> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, receiptCatalogues[locale], receiptEn);
    translators.set(locale, translator);
  }
  return translator;
}
