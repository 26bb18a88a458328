import type { Locale } from './locales';
import type { WebMessageKey as WebCoreMessageKey } from './messages/web.en';
import type { WebDeferredMessageKey } from './messages/web-deferred.en';
import type { Catalogue } from './translate';

/** Every storefront key: the menu's own, and those loading with the checkout and order pages. */
export type WebMessageKey = WebCoreMessageKey | WebDeferredMessageKey;
export type { WebCoreMessageKey, WebDeferredMessageKey };

/**
 * A locale's storefront texts, each language a chunk of its own, English too: a guest downloads
 * one language, not four, and the server names it in the page for the browser to fetch at once.
 */
export async function loadWebCatalogue(locale: Locale): Promise<Catalogue<WebCoreMessageKey>> {
  switch (locale) {
    case 'de':
      return (await import('./messages/web.de')).webDe;
    case 'fr':
      return (await import('./messages/web.fr')).webFr;
    case 'ar':
      return (await import('./messages/web.ar')).webAr;
    default:
      return (await import('./messages/web.en')).webEn;
  }
}

/** The checkout, order and payment texts of a locale, English included: they load with those pages. */
export async function loadDeferredWebCatalogue(locale: Locale): Promise<Catalogue<WebDeferredMessageKey>> {
  switch (locale) {
    case 'de':
      return (await import('./messages/web-deferred.de')).webDeferredDe;
    case 'fr':
      return (await import('./messages/web-deferred.fr')).webDeferredFr;
    case 'ar':
      return (await import('./messages/web-deferred.ar')).webDeferredAr;
    default:
      return (await import('./messages/web-deferred.en')).webDeferredEn;
  }
}
