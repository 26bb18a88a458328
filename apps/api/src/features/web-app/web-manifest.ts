import { restaurantThemeSchema } from '@tavola/contracts';
import type { schema } from '@tavola/db';
import { APP_ICONS, onColour } from '@tavola/domain';
import { type Locale, localeInfo } from '@tavola/i18n';
import { logoIconUrl } from '../../lib/media-url';

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

const defaultIcons: ManifestIcon[] = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/**
 * The icons an installed storefront shows: made from the restaurant's logo when it has one
 * (decision 051), else the storefront's own.
 */
export function restaurantIcons(restaurant: Restaurant): ManifestIcon[] {
  const theme = restaurantThemeSchema.parse(restaurant.theme);
  if (!theme.logoId) return defaultIcons;
  const logoId = theme.logoId;
  return APP_ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
    src: logoIconUrl(logoId, icon.name, onColour(icon) ? theme.primaryColor : undefined),
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose === 'maskable' ? 'maskable' : 'any',
  }));
}

/** Apple's touch icon for the page head, made from the logo; none without one (Safari then uses the manifest's). */
export function appleTouchIcon(restaurant: Restaurant): string | undefined {
  const theme = restaurantThemeSchema.parse(restaurant.theme);
  return theme.logoId ? logoIconUrl(theme.logoId, 'apple-180', theme.primaryColor) : undefined;
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
