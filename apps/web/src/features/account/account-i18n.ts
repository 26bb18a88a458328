import type { Locale } from '@tavola/i18n/locales';
import { createTranslator, type Params } from '@tavola/i18n/translate';
import { loadWebAccountCatalogue, type WebAccountMessageKey } from '@tavola/i18n/web-account';
import { use } from 'react';
import { useTranslation } from '../../lib/i18n';

export type AccountTranslate = (key: WebAccountMessageKey, params?: Params) => string;

const translators = new Map<Locale, Promise<AccountTranslate>>();

/** The account screens' texts load with them, not with the menu (decision 008). */
export function accountTranslator(locale: Locale): Promise<AccountTranslate> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadWebAccountCatalogue(locale).then((catalogue) => createTranslator(locale, catalogue));
    translators.set(locale, translator);
  }
  return translator;
}

/** Translates the account screens' keys in the current language (suspends while they load). */
export function useAccountT(): AccountTranslate {
  return use(accountTranslator(useTranslation().locale));
}
