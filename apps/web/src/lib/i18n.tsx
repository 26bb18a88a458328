import { fallbackLocale, isLocale, type Locale, localeInfo, pickLocale } from '@tavola/i18n/locales';
import { createTranslator, type Params } from '@tavola/i18n/translate';
import { loadWebCatalogue, type WebMessageKey } from '@tavola/i18n/web';
import { createContext, type ReactNode, use, useMemo, useState } from 'react';

const storedKey = 'lang';

/**
 * The guest's language: `lang` in the address, else their stored choice, else the browser's
 * languages, else the restaurant's language, else English.
 */
export function chooseLanguage(
  search: string,
  stored: string | null,
  browser: readonly string[],
  restaurant: string,
): Locale {
  return (
    pickLocale(new URLSearchParams(search).get('lang'), stored, browser.join(','), restaurant) ??
    fallbackLocale
  );
}

export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeInfo[locale].dir;
}

export function rememberLanguage(locale: Locale): void {
  localStorage.setItem(storedKey, locale);
}

export function storedLanguage(): string | null {
  const value = localStorage.getItem(storedKey);
  return isLocale(value) ? value : null;
}

export type Translate = (key: WebMessageKey, params?: Params) => string;

interface I18nValue {
  t: Translate;
  locale: Locale;
  changeLocale: (locale: Locale) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Loads a locale's catalogue and builds its translator (plural forms by Intl.PluralRules). */
export async function loadTranslator(locale: Locale): Promise<Translate> {
  return createTranslator(locale, await loadWebCatalogue(locale));
}

export function I18nProvider({
  initial,
  children,
}: {
  initial: { locale: Locale; t: Translate };
  children: ReactNode;
}) {
  const [state, setState] = useState(initial);
  const value = useMemo<I18nValue>(
    () => ({
      ...state,
      async changeLocale(locale) {
        const t = await loadTranslator(locale);
        applyDocumentLanguage(locale);
        setState({ locale, t });
      },
    }),
    [state],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useTranslation(): I18nValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useTranslation outside I18nProvider');
  return value;
}
