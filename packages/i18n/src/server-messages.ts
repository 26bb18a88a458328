import type { Locale } from './locales';
import { serverAr } from './messages/server.ar';
import { serverDe } from './messages/server.de';
import { type ServerMessageKey, serverEn } from './messages/server.en';
import { serverFr } from './messages/server.fr';
import { type Catalogue, createTranslator, type Translate } from './translate';

export type { ServerMessageKey };

export const serverCatalogues: Record<Locale, Catalogue<ServerMessageKey>> = {
  en: serverEn,
  de: serverDe,
  fr: serverFr,
  ar: serverAr,
};

const translators = new Map<Locale, Translate<ServerMessageKey>>();

/** Translator for server messages; built once per locale. */
export function serverTranslator(locale: Locale): Translate<ServerMessageKey> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, serverCatalogues[locale], serverEn);
    translators.set(locale, translator);
  }
  return translator;
}
