import type { Locale } from './locales';

/** A plural message names the forms Intl.PluralRules selects for a locale (Arabic uses all six). */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralMessage;
export type Catalogue<K extends string> = Record<K, Message>;
export type Params = Record<string, string | number>;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

function interpolate(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(placeholder, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : String(value);
  });
}

/**
 * Builds a translate function over one catalogue, with a fallback catalogue for keys a
 * locale lacks (the completeness test keeps that from happening in what we ship).
 * Plural messages are chosen by `params.count`.
 */
export function createTranslator<K extends string>(
  locale: Locale,
  catalogue: Catalogue<K>,
  fallback?: Catalogue<K>,
) {
  const rules = new Intl.PluralRules(locale);
  return function translate(key: K, params?: Params): string {
    const message = catalogue[key] ?? fallback?.[key];
    if (message === undefined) return key;
    if (typeof message === 'string') return interpolate(message, params);
    const count = Number(params?.count ?? 0);
    const form = count === 0 && message.zero !== undefined ? 'zero' : rules.select(count);
    return interpolate(message[form] ?? message.other, params);
  };
}

export type Translate<K extends string> = ReturnType<typeof createTranslator<K>>;
