import type { Locale } from '@tavola/i18n/locales';
import { createTranslator } from '@tavola/i18n/translate';
import { loadDeferredWebCatalogue, loadWebCatalogue, type WebMessageKey } from '@tavola/i18n/web';

/**
 * The storefront's own texts in a language, so a test that runs in English and Arabic finds
 * what a guest reads in either (the same catalogues and plural rules the page uses).
 */
export async function storefrontTexts(locale: Locale) {
  const catalogue = { ...(await loadWebCatalogue(locale)), ...(await loadDeferredWebCatalogue(locale)) };
  return createTranslator<WebMessageKey>(locale, catalogue);
}
