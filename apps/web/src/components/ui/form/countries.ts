/**
 * Two-letter codes that Intl.DisplayNames names but that are no country a guest lives in:
 * unions and groupings, pseudo-regions, and CLDR's sub-regions of other countries.
 */
const notCountries = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'ZZ',
  'XA',
  'XB',
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'IC',
  'TA',
]);
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The ISO 3166 countries named in the guest's language (Intl.DisplayNames, so no list of names
 * ships with the app), sorted as that language sorts.
 */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const options: { code: string; name: string }[] = [];
  for (const first of letters)
    for (const second of letters) {
      const code = first + second;
      // retired codes (DD, SU, YU…) are aliases of current ones and would name a country twice
      if (notCountries.has(code) || new Intl.Locale(`und-${code}`).region !== code) continue;
      const name = names.of(code);
      if (name) options.push({ code, name });
    }
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => collator.compare(a.name, b.name));
}
