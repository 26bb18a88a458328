import { restaurantThemeSchema } from '@tavola/contracts';
import type { schema } from '@tavola/db';
import { type Locale, localeInfo } from '@tavola/i18n';

type Restaurant = typeof schema.restaurants.$inferSelect;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

/**
 * Installed apps show short names of about 12 characters: the name, else its first words
 * ('Olive & Linde' → 'Olive', not 'Olive &'), else its first 12 characters.
 */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const words: string[] = [];
  for (const word of name.split(/\s+/)) {
    if ([...words, word].join(' ').length > 12) break;
    words.push(word);
  }
  while (words.length && !/[\p{L}\p{N}]/u.test(words.at(-1)!)) words.pop();
  return words.length ? words.join(' ') : name.slice(0, 12);
}

/**
 * The icons an installed storefront shows. For now the storefront's own; this is where an
 * icon made from the restaurant's uploaded logo takes their place.
 */
export function restaurantIcons(_restaurant: Restaurant): ManifestIcon[] {
  return [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
}

/**
 * Issue 20: the web app manifest of one restaurant's storefront — its name, colour and
 * language, starting at its own menu — instead of one "Online Shop" for every restaurant.
 */
export function webManifest(restaurant: Restaurant) {
  const theme = restaurantThemeSchema.parse(restaurant.theme);
  const lang = restaurant.defaultLang as Locale;
  const start = `/?restaurant=${encodeURIComponent(restaurant.slug)}`;
  return {
    id: start,
    name: restaurant.name,
    short_name: shortName(restaurant.name),
    lang,
    dir: localeInfo[lang]?.dir ?? 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: theme.primaryColor,
    background_color: '#ffffff',
    icons: restaurantIcons(restaurant),
  };
}
