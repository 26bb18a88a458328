import type { Locale } from './locales';
import { webAr } from './messages/web.ar';
import { webDe } from './messages/web.de';
import { type WebMessageKey, webEn } from './messages/web.en';
import { webFr } from './messages/web.fr';
import type { Catalogue } from './translate';

export type { WebMessageKey };

export const webCatalogues: Record<Locale, Catalogue<WebMessageKey>> = { en: webEn, de: webDe, fr: webFr, ar: webAr };
