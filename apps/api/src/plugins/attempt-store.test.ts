import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AttemptStore,
  createMemoryAttemptStore,
  createRedisAttemptStore,
  withFallback,
} from './attempt-store';

/** The same behaviour from both implementations of the port. */
function behavesAsAnAttemptStore(make: () => { store: AttemptStore; wait: (ms: number) => Promise<void> }) {
  it('counts attempts per key in a window that starts with the first', async () => {
    const { store } = make();
    expect(await store.hit('a', 60_000)).toMatchObject({ count: 1 });
    expect(await store.hit('a', 60_000)).toMatchObject({ count: 2 });
    const third = await store.hit('a', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(59_000);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await store.hit('b', 60_000)).toMatchObject({ count: 1 });
  });

  it('starts again when the window has passed', async () => {
    const { store, wait } = make();
    await store.hit('w', 150);
    await store.hit('w', 150);
    await wait(250);
    expect(await store.hit('w', 150)).toMatchObject({ count: 1 });
  });

  it('a later attempt does not stretch the window', async () => {
    const { store, wait } = make();
    await store.hit('s', 300);
    await wait(150);
    const later = await store.hit('s', 300);
    expect(later.count).toBe(2);
    expect(later.resetInMs).toBeLessThanOrEqual(160);
  });

  it('undo takes one attempt back, never below zero; reset forgets the key', async () => {
    const { store } = make();
    await store.hit('u', 60_000);
    await store.hit('u', 60_000);
    await store.undo('u');
    expect(await store.hit('u', 60_000)).toMatchObject({ count: 2 });
    await store.reset('u');
    await store.undo('u');
    expect(await store.hit('u', 60_000)).toMatchObject({ count: 1 });
  });

  it('counts concurrent attempts exactly', async () => {
    const { store } = make();
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('c', 60_000)));
    expect(counts.map((entry) => entry.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('memory attempt store', () => {
  behavesAsAnAttemptStore(() => ({ store: createMemoryAttemptStore(), wait: sleep }));

  it('stays bounded: ended windows are swept, then the oldest live ones', async () => {
    let now = 0;
    const store = createMemoryAttemptStore({ maxKeys: 3, now: () => now });
    await store.hit('old', 10);
    now = 20;
    await store.hit('k1', 1000);
    await store.hit('k2', 1000);
    await store.hit('k3', 1000); // 'old' has ended and is swept to make room
    expect(await store.hit('k1', 1000)).toMatchObject({ count: 2 });
    await store.hit('k4', 1000); // full of live windows: the oldest window (k1) makes room
    expect(await store.hit('k3', 1000)).toMatchObject({ count: 2 });
    expect(await store.hit('k4', 1000)).toMatchObject({ count: 2 });
  });
});

// the real Redis of TEST_REDIS_URL (CI and the README's machine: redis://127.0.0.1:6379)
describe.skipIf(!process.env.TEST_REDIS_URL)('Redis attempt store', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: false, maxRetriesPerRequest: 1 });
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
  });
  const fresh = () => {
    const prefix = `tavola-test:${randomUUID()}:`;
    prefixes.push(prefix);
    return createRedisAttemptStore(redis, prefix);
  };

  behavesAsAnAttemptStore(() => ({ store: fresh(), wait: sleep }));

  it('two API processes (two connections) share one count', async () => {
    const prefix = `tavola-test:${randomUUID()}:`;
    prefixes.push(prefix);
    const other = new Redis(process.env.TEST_REDIS_URL ?? '');
    try {
      const first = createRedisAttemptStore(redis, prefix);
      const second = createRedisAttemptStore(other, prefix);
      await first.hit('shared', 60_000);
      await second.hit('shared', 60_000);
      expect(await first.hit('shared', 60_000)).toMatchObject({ count: 3 });
    } finally {
      other.disconnect();
    }
  });

  it('keys expire in Redis with their window and hold no e-mail address', async () => {
    const prefix = `tavola-test:${randomUUID()}`;
    prefixes.push(prefix);
    const store = createRedisAttemptStore(redis, prefix);
    await store.hit('login:account:abc', 60_000);
    // under the deployment's prefix (issue 32.3)
    const ttl = await redis.pttl(`${prefix}:attempts:login:account:abc`);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('withFallback', () => {
  it('counts in the fallback while the primary fails, and says so', async () => {
    const errors: unknown[] = [];
    const broken: AttemptStore = {
      hit: () => Promise.reject(new Error('Connection is closed.')),
      undo: () => Promise.reject(new Error('Connection is closed.')),
      reset: () => Promise.reject(new Error('Connection is closed.')),
    };
    const store = withFallback(broken, createMemoryAttemptStore(), (error) => errors.push(error));
    await store.hit('k', 60_000);
    expect(await store.hit('k', 60_000)).toMatchObject({ count: 2 });
    expect(errors).toHaveLength(2);
  });

  it('against an unreachable Redis still limits (per process)', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    try {
      const store = withFallback(
        createRedisAttemptStore(unreachable, 'tavola-test'),
        createMemoryAttemptStore(),
        () => undefined,
      );
      await store.hit('k', 60_000);
      expect(await store.hit('k', 60_000)).toMatchObject({ count: 2 });
    } finally {
      unreachable.disconnect();
    }
  });
});
