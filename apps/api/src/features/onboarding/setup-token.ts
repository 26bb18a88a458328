import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh first-run token: 24 random bytes, unguessable within any rate of tries. */
export const generateSetupToken = () => randomBytes(24).toString('base64url');

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (equal-length digests), so the answer time tells nothing. */
export function setupTokenMatches(expected: string | undefined, given: string): boolean {
  if (!expected) return false;
  return timingSafeEqual(digest(expected), digest(given));
}
