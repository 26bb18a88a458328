import { describe, expect, it } from 'vitest';
import { createFixedWindowLimiter } from './fixed-window-limiter';

describe('createFixedWindowLimiter', () => {
  it('lets the limit through, then answers the seconds left in the window', () => {
    const limiter = createFixedWindowLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.take('a', 1_000)).toBe(0);
    expect(limiter.take('a', 2_000)).toBe(0);
    expect(limiter.take('a', 3_000)).toBe(58);
    expect(limiter.take('b', 3_000)).toBe(0);
  });
  it('starts a new window when the old one is over', () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 10_000 });
    expect(limiter.take('a', 0)).toBe(0);
    expect(limiter.take('a', 9_999)).toBe(1);
    expect(limiter.take('a', 10_000)).toBe(0);
  });
  it('treats a clock set back as a new window', () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 10_000 });
    expect(limiter.take('a', 50_000)).toBe(0);
    expect(limiter.take('a', 40_000)).toBe(0);
  });
  it('forgets everything rather than grow past its key limit', () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 10_000, maxKeys: 2 });
    limiter.take('a', 0);
    limiter.take('b', 0);
    expect(limiter.take('c', 0)).toBe(0);
    expect(limiter.take('a', 0)).toBe(0);
  });
});
