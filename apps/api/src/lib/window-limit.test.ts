import { describe, expect, it } from 'vitest';
import { createMemoryAttemptStore } from '../plugins/attempt-store';
import { createWindowLimit } from './window-limit';

describe('createWindowLimit', () => {
  it('lets the limit through per key, then answers the seconds left in the window', async () => {
    let now = 1_000;
    const limit = createWindowLimit(createMemoryAttemptStore({ now: () => now }), 'test', {
      limit: 2,
      windowMs: 60_000,
    });
    expect(await limit.take('a')).toBe(0);
    now = 2_000;
    expect(await limit.take('a')).toBe(0);
    now = 3_000;
    expect(await limit.take('a')).toBe(58);
    expect(await limit.take('b')).toBe(0);
    now = 61_000;
    expect(await limit.take('a')).toBe(0);
  });
});
