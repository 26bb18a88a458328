/** A menu text with a translation per locale code, e.g. { de: 'Suppe', en: 'Soup' }. */
export type LocalizedText = Readonly<Partial<Record<string, string>>>;

/**
 * The text in the wanted locale, else in the restaurant's default language, else any
 * translation there is, else ''. Empty strings count as missing.
 */
export function resolveText(
  text: LocalizedText | null | undefined,
  locale: string,
  fallback: string,
): string {
  if (!text) return '';
  const wanted = text[locale];
  if (wanted) return wanted;
  const byDefault = text[fallback];
  if (byDefault) return byDefault;
  for (const value of Object.values(text)) if (value) return value;
  return '';
}
