import { type InfoMessageKey, loadInfoCatalogue } from '@tavola/i18n/info';
import type { Locale } from '@tavola/i18n/locales';
import { createTranslator, type Params } from '@tavola/i18n/translate';
import { use } from 'react';
import { useTranslation } from '../../../lib/i18n';

export type InfoTranslate = (key: InfoMessageKey, params?: Params) => string;

const translators = new Map<Locale, Promise<InfoTranslate>>();

/** Starts loading a locale's feature texts (once); components read them with `useInfoTranslation`. */
export function loadInfoTranslator(locale: Locale): Promise<InfoTranslate> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadInfoCatalogue(locale).then((catalogue) => createTranslator(locale, catalogue));
    translators.set(locale, translator);
  }
  return translator;
}

/** The shared storefront texts (`t`) and this feature's own (`ti`, suspends until loaded). */
export function useInfoTranslation() {
  const shared = useTranslation();
  return { ...shared, ti: use(loadInfoTranslator(shared.locale)) };
}
