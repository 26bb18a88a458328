import { describe, expect, it } from 'vitest';
import { isTokenExpired } from './api-client';

const token = (payload: object) => `x.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.y`;

describe('isTokenExpired', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0);
  it('is fresh while exp lies ahead', () => {
    expect(isTokenExpired(token({ exp: now / 1000 + 3600 }), now)).toBe(false);
  });
  it('is expired once exp has passed (with 30 s to spare for the request)', () => {
    expect(isTokenExpired(token({ exp: now / 1000 + 10 }), now)).toBe(true);
    expect(isTokenExpired(token({ exp: now / 1000 - 1 }), now)).toBe(true);
  });
  it('is expired when it cannot be decoded or has no exp (SPEC §5)', () => {
    expect(isTokenExpired('garbage', now)).toBe(true);
    expect(isTokenExpired(token({ sub: 'g' }), now)).toBe(true);
  });
});
