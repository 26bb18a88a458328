import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryRevocationStore,
  createRedisRevocationStore,
  type RevocationStore,
  withLocalRevocations,
} from './revocation-store';

/**
 * Issue 14.9, decision 018: ended sessions are remembered until the tokens they concern expire
 * — one token (logout) or an account's tokens issued up to a moment (password change) — in
 * memory, or in Redis so every API process refuses them.
 */

const session = (id: string, account: string, issuedAtMs: number) => ({ id, account, issuedAtMs });

function behavesAsARevocationStore(name: string, make: () => RevocationStore) {
  describe(name, () => {
    const now = Date.now();
    const until = now + 60_000;

    it('refuses a revoked token id, and only that one', async () => {
      const store = make();
      await store.revokeToken('token-a', until);
      expect(await store.isRevoked(session('token-a', 'customer:1', now - 10))).toBe(true);
      expect(await store.isRevoked(session('token-b', 'customer:1', now - 10))).toBe(false);
    });

    it("refuses an account's tokens issued up to the cut, not later ones, not other accounts'", async () => {
      const store = make();
      await store.revokeAccount('customer:2', { atMs: now }, until);
      expect(await store.isRevoked(session('old', 'customer:2', now - 1))).toBe(true);
      expect(await store.isRevoked(session('same-ms', 'customer:2', now))).toBe(true);
      expect(await store.isRevoked(session('new', 'customer:2', now + 1))).toBe(false);
      expect(await store.isRevoked(session('other', 'customer:3', now - 1))).toBe(false);
      expect(await store.isRevoked(session('manager', 'manager:2', now - 1))).toBe(false);
    });

    it('keeps the token the cut names (the session that changed the password)', async () => {
      const store = make();
      await store.revokeAccount('customer:4', { atMs: now, keep: 'current' }, until);
      expect(await store.isRevoked(session('current', 'customer:4', now - 5))).toBe(false);
      expect(await store.isRevoked(session('elsewhere', 'customer:4', now - 5))).toBe(true);
    });
  });
}

behavesAsARevocationStore('in memory', () => createMemoryRevocationStore());

describe('in memory, over time', () => {
  it('forgets a revocation once the tokens it concerns have expired', async () => {
    let clock = 1_000_000;
    const store = createMemoryRevocationStore({ now: () => clock });
    await store.revokeToken('t', clock + 1000);
    await store.revokeAccount('customer:9', { atMs: clock }, clock + 1000);
    expect(store.size()).toBe(2);
    clock += 61_000;
    // a write sweeps what has ended (at most once a minute)
    await store.revokeToken('later', clock + 1000);
    expect(store.size()).toBe(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
});

describe.skipIf(!redisUrl)('in Redis', () => {
  const prefix = `test-${randomBytes(6).toString('hex')}:revoked:`;
  const connect = () => {
    const client = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };
  behavesAsARevocationStore('through Redis', () => createRedisRevocationStore(connect(), prefix));

  it('one process revokes, another refuses', async () => {
    const a = createRedisRevocationStore(connect(), prefix);
    const b = createRedisRevocationStore(connect(), prefix);
    await a.revokeToken('shared-token', Date.now() + 60_000);
    expect(await b.isRevoked(session('shared-token', 'manager:1', Date.now()))).toBe(true);
  });

  it('keys expire with the tokens they concern', async () => {
    const client = connect();
    const store = createRedisRevocationStore(client, prefix);
    await store.revokeToken('short', Date.now() + 5000);
    const ttl = await client.pttl(`${prefix}token:short`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5000);
  });
});

describe('Redis unreachable', () => {
  // nothing listens on port 1: every command fails at once
  const unreachable = () => {
    const client = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    clients.push(client);
    return createRedisRevocationStore(client, 'unreachable:');
  };

  it("this process's own revocations still hold; the failure is reported, not thrown", async () => {
    const errors: unknown[] = [];
    const store = withLocalRevocations(unreachable(), createMemoryRevocationStore(), (error) =>
      errors.push(error),
    );
    await store.revokeToken('mine', Date.now() + 60_000);
    expect(await store.isRevoked(session('mine', 'customer:1', Date.now()))).toBe(true);
    // another process's revocation cannot be read meanwhile: the token passes (decision 018)
    expect(await store.isRevoked(session('theirs', 'customer:1', Date.now()))).toBe(false);
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });
});
