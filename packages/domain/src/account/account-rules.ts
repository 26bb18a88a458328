/** SPEC §9: minimum password length 8. The maximum only bounds the work of hashing. */
export const passwordMinLength = 8;
export const passwordMaxLength = 200;

/** A password reset link is valid this long, and only once (issue 6, Security). */
export const resetTokenLifetimeMinutes = 60;

/** Ratings of a review (SPEC §3 testimonial): whole stars from 1 to 5. */
export const ratingMin = 1;
export const ratingMax = 5;

/**
 * SPEC §5 server side "birth date": a real calendar day, not in the future (`today` in the
 * restaurant's zone) and not before 1900.
 */
export function isPlausibleBirthday(isoDate: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  return isoDate >= '1900-01-01' && isoDate <= today;
}

/**
 * How a customer's review is signed in public: the first name and the initial of the last one
 * ('Jonas Becker' → 'Jonas B.'), so a full name never appears on the storefront.
 */
export function reviewAuthorName(fullName: string | undefined | null, fallback: string): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return fallback;
  const first = parts[0]!;
  if (parts.length === 1) return first;
  const last = parts[parts.length - 1]!;
  return `${first} ${[...last][0]!.toLocaleUpperCase()}.`;
}
