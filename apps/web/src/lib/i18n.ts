import { fallbackLocale, isLocale, type Locale, localeInfo, pickLocale } from '@tavola/i18n';
import { webCatalogues } from '@tavola/i18n/web';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const storedKey = 'lang';

/**
 * The guest's language: `lang` in the address, else their stored choice, else the browser's
 * languages, else the restaurant's language, else English.
 */
export function chooseLanguage(search: string, stored: string | null, browser: readonly string[], restaurant: string): Locale {
  return pickLocale(new URLSearchParams(search).get('lang'), stored, browser.join(','), restaurant) ?? fallbackLocale;
}

/** Plural objects of our catalogue become i18next's `key_one` / `key_other` resources. */
function toResources(locale: Locale) {
  const flat: Record<string, string> = {};
  for (const [key, message] of Object.entries(webCatalogues[locale])) {
    if (typeof message === 'string') flat[key] = message;
    else for (const [form, text] of Object.entries(message) as [string, string | undefined][]) if (text) flat[`${key}_${form}`] = text;
  }
  return { translation: flat };
}

export function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeInfo[locale].dir;
}

export async function initI18n(locale: Locale) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: fallbackLocale,
    resources: Object.fromEntries((['en', 'de', 'fr', 'ar'] as const).map((code) => [code, toResources(code)])),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(locale);
  return i18next;
}

export function rememberLanguage(locale: Locale): void {
  localStorage.setItem(storedKey, locale);
}

export function storedLanguage(): string | null {
  const value = localStorage.getItem(storedKey);
  return isLocale(value) ? value : null;
}
