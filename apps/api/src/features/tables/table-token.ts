import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a guest's QR token is the table's, in constant time (decision 027): both sides are
 * hashed first, so neither the content nor the length of the stored token leaks through timing.
 */
export function tokenMatches(stored: string, given: string): boolean {
  return timingSafeEqual(digest(stored), digest(given));
}
