import type { Locale } from './locales';
import type { WebAccountMessageKey } from './messages/web-account.en';
import type { Catalogue } from './translate';

export type { WebAccountMessageKey };

/**
 * The texts of the account screens in one locale. Unlike the storefront's own catalogue even
 * English loads on demand: the account screens are not part of the menu's first load
 * (decision 008).
 */
export async function loadWebAccountCatalogue(locale: Locale): Promise<Catalogue<WebAccountMessageKey>> {
  switch (locale) {
    case 'de':
      return (await import('./messages/web-account.de')).webAccountDe;
    case 'fr':
      return (await import('./messages/web-account.fr')).webAccountFr;
    case 'ar':
      return (await import('./messages/web-account.ar')).webAccountAr;
    default:
      return (await import('./messages/web-account.en')).webAccountEn;
  }
}
