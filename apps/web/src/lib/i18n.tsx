import { fallbackLocale, isLocale, type Locale, localeInfo, pickLocale } from '@tavola/i18n/locales';
import { type Catalogue, createTranslator, type Params } from '@tavola/i18n/translate';
import { loadDeferredWebCatalogue, loadWebCatalogue, type WebMessageKey } from '@tavola/i18n/web';
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
  // a rendered page has them already: writing them again would restyle the whole page
  const root = document.documentElement;
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== localeInfo[locale].dir) root.dir = localeInfo[locale].dir;
}

export function rememberLanguage(locale: Locale): void {
  localStorage.setItem(storedKey, locale);
  // the server renders the menu in the language this browser will choose (issue 21, decision 035)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${storedKey}=${locale}; Path=/; SameSite=Lax; Max-Age=31536000`;
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

/**
 * The checkout and order texts of each locale, filled in when a page that needs them loads
 * (useDeferredTexts); the locale's translator reads them from here.
 */
const deferredTexts = new Map<Locale, Partial<Catalogue<WebMessageKey>>>();
const deferredLoads = new Map<Locale, Promise<void>>();
const deferredOf = (locale: Locale) => {
  const known = deferredTexts.get(locale);
  if (known) return known;
  const texts: Partial<Catalogue<WebMessageKey>> = {};
  deferredTexts.set(locale, texts);
  return texts;
};

/** Loads a locale's catalogue and builds its translator (plural forms by Intl.PluralRules). */
export async function loadTranslator(locale: Locale): Promise<Translate> {
  const core = await loadWebCatalogue(locale);
  return createTranslator(
    locale,
    core as Catalogue<WebMessageKey>,
    deferredOf(locale) as Catalogue<WebMessageKey>,
  );
}

function loadDeferredTexts(locale: Locale): Promise<void> {
  let load = deferredLoads.get(locale);
  if (!load) {
    load = loadDeferredWebCatalogue(locale).then((texts) => {
      Object.assign(deferredOf(locale), texts);
    });
    load.catch(() => deferredLoads.delete(locale));
    deferredLoads.set(locale, load);
  }
  return load;
}

/**
 * Pages outside the menu's first load (checkout, order, payment, account) call this first: it
 * suspends until their texts are there, in the current language.
 */
export function useDeferredTexts(): void {
  use(loadDeferredTexts(useTranslation().locale));
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
