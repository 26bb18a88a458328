import type { Locale } from './locales';
import { type WebMessageKey, webEn } from './messages/web.en';
import type { Catalogue } from './translate';

export type { WebMessageKey };
export { webEn };

/**
 * A locale's storefront texts. English ships with the page; the others load on demand, so a
 * guest downloads one language, not four.
 */
export async function loadWebCatalogue(locale: Locale): Promise<Catalogue<WebMessageKey>> {
  switch (locale) {
    case 'de':
      return (await import('./messages/web.de')).webDe;
    case 'fr':
      return (await import('./messages/web.fr')).webFr;
    case 'ar':
      return (await import('./messages/web.ar')).webAr;
    default:
      return webEn;
  }
}
