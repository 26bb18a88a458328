import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

describe('response cache', () => {
  it('computes once for concurrent and repeated requests within the ttl', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    let calls = 0;
    const compute = async () => {
      calls++;
      return '{"data":[]}';
    };
    const bodies = await Promise.all([
      cache.get('1:a', compute),
      cache.get('1:a', compute),
      cache.get('1:a', compute),
    ]);
    expect(calls).toBe(1);
    expect(bodies.map(String)).toEqual(['{"data":[]}', '{"data":[]}', '{"data":[]}']);
  });
  it('does not keep failures', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(String(await cache.get('k', async () => 'ok'))).toBe('ok');
  });
  it('forgets a prefix on invalidation, and everything when the ttl is 0', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    await cache.get('1:a', async () => 'old');
    await cache.get('2:a', async () => 'other');
    cache.invalidate('1:');
    expect(String(await cache.get('1:a', async () => 'new'))).toBe('new');
    expect(String(await cache.get('2:a', async () => 'changed'))).toBe('other');
    const none = createResponseCache({ ttlMs: 0 });
    await none.get('x', async () => 'one');
    expect(String(await none.get('x', async () => 'two'))).toBe('two');
  });
  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(String(await cache.get('a', async () => 'a2'))).toBe('a2');
    expect(String(await cache.get('c', async () => 'c2'))).toBe('c1');
  });
});
