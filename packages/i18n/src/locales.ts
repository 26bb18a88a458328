/** SPEC §9: ar (right-to-left), de, en, fr (left-to-right); fallback English. */
export const locales = ['en', 'de', 'fr', 'ar'] as const;
export type Locale = (typeof locales)[number];

export const fallbackLocale: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for Intl formatters (numbers, currency, dates). */
  intl: string;
  /** Name of the language in itself, for the language switcher. */
  nativeName: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { code: 'en', dir: 'ltr', intl: 'en-GB', nativeName: 'English' },
  de: { code: 'de', dir: 'ltr', intl: 'de-DE', nativeName: 'Deutsch' },
  fr: { code: 'fr', dir: 'ltr', intl: 'fr-FR', nativeName: 'Français' },
  ar: { code: 'ar', dir: 'rtl', intl: 'ar', nativeName: 'العربية' },
};

/**
 * Issue 33: how a language separates the items of a list ('Large, extra cheese'): Arabic with its
 * own comma, '،'. Lists of a guest's choices are joined with it, never with a Latin comma.
 */
export const listSeparator: Record<Locale, string> = { en: ', ', de: ', ', fr: ', ', ar: '، ' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Picks the first supported locale from a list of candidates such as a query parameter,
 * a stored choice or an Accept-Language header ("de-CH,de;q=0.9,en;q=0.8").
 */
export function pickLocale(...candidates: (string | null | undefined)[]): Locale | undefined {
  for (const candidate of candidates) {
    if (!candidate) continue;
    // the common case (`lang=de`) without splitting (issue 21: every API request picks one)
    if (isLocale(candidate)) return candidate;
    const tags = candidate
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => entry.tag && entry.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const { tag } of tags) {
      const base = tag.split('-')[0];
      if (isLocale(base)) return base;
    }
  }
  return undefined;
}
