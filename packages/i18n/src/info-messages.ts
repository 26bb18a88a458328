import type { Locale } from './locales';
import type { InfoMessageKey } from './messages/info.en';
import type { Catalogue } from './translate';

export type { InfoMessageKey };

/**
 * Texts of the storefront's restaurant-information feature. Unlike the web catalogue, English
 * does not ship with the page either: every locale loads with the feature (decision 010).
 */
export async function loadInfoCatalogue(locale: Locale): Promise<Catalogue<InfoMessageKey>> {
  switch (locale) {
    case 'de':
      return (await import('./messages/info.de')).infoDe;
    case 'fr':
      return (await import('./messages/info.fr')).infoFr;
    case 'ar':
      return (await import('./messages/info.ar')).infoAr;
    default:
      return (await import('./messages/info.en')).infoEn;
  }
}
