import type { Locale } from './locales';
import type { ManagerMessageKey } from './messages/manager.en';
import type { Catalogue } from './translate';

export type { ManagerMessageKey };

/** The manager area's texts: every language loads on demand, English too, so the storefront never carries them. */
export async function loadManagerCatalogue(locale: Locale): Promise<Catalogue<ManagerMessageKey>> {
  switch (locale) {
    case 'de':
      return (await import('./messages/manager.de')).managerDe;
    case 'fr':
      return (await import('./messages/manager.fr')).managerFr;
    case 'ar':
      return (await import('./messages/manager.ar')).managerAr;
    default:
      return (await import('./messages/manager.en')).managerEn;
  }
}
