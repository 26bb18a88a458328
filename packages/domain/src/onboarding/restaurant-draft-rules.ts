import { passwordMaxLength, passwordMinLength } from '../account/account-rules';

/** The message keys (server catalogue) a new restaurant can be refused with. */
export type RestaurantDraftProblemKey =
  | 'field_required'
  | 'restaurant_slug_format'
  | 'restaurant_time_zone_unknown'
  | 'restaurant_currency_unknown'
  | 'restaurant_language_unknown'
  | 'field_email'
  | 'restaurant_password_short';

export interface RestaurantDraft {
  name: string;
  slug: string;
  time_zone: string;
  currency: string;
  language: string;
  email: string;
  /** absent: the caller generates one */
  password?: string;
}

/** A storefront address part: lower-case letters and digits, words joined by single hyphens. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 60;
const languages = ['en', 'de', 'fr', 'ar'];
/** the same shape the contracts' e-mail fields accept */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An IANA zone name this runtime knows (`Europe/Berlin`); offsets like `+01:00` are no zone. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let currencies: Set<string> | undefined;
/** An ISO 4217 code in use (`EUR`, `CHF`); money is kept in its minor units. */
export function isCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

/** The address part a name suggests: 'Café Olé & Co' → 'cafe-ole-co'. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMaxLength)
    .replace(/-+$/, '');
}

/**
 * Issue 20 (onboarding): whether a restaurant and its first manager can be created — a name, an
 * address part (slug) of lower-case words, a time zone and currency the runtime knows, one of
 * the four languages, a valid e-mail and, when given, a password of at least eight characters.
 * Whether the slug or e-mail is taken is the database's to say.
 */
export function restaurantDraftProblems(
  draft: RestaurantDraft,
): { field: string; key: RestaurantDraftProblemKey }[] {
  const problems: { field: string; key: RestaurantDraftProblemKey }[] = [];
  const add = (field: string, key: RestaurantDraftProblemKey) => problems.push({ field, key });
  if (!draft.name.trim()) add('name', 'field_required');
  if (!draft.slug) add('slug', 'field_required');
  else if (!slugPattern.test(draft.slug) || draft.slug.length > slugMaxLength)
    add('slug', 'restaurant_slug_format');
  if (!draft.time_zone) add('time_zone', 'field_required');
  else if (!isTimeZone(draft.time_zone)) add('time_zone', 'restaurant_time_zone_unknown');
  if (!draft.currency) add('currency', 'field_required');
  else if (!isCurrency(draft.currency)) add('currency', 'restaurant_currency_unknown');
  if (!languages.includes(draft.language)) add('language', 'restaurant_language_unknown');
  if (!draft.email.trim()) add('email', 'field_required');
  else if (!emailPattern.test(draft.email.trim())) add('email', 'field_email');
  if (
    draft.password !== undefined &&
    (draft.password.length < passwordMinLength || draft.password.length > passwordMaxLength)
  )
    add('password', 'restaurant_password_short');
  return problems;
}
