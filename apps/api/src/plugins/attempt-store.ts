import type { Redis } from 'ioredis';

/** What a counted attempt found: attempts in the key's current window, and when that window ends. */
export interface AttemptCount {
  count: number;
  /** milliseconds until the window ends and the count starts again */
  resetInMs: number;
}

/**
 * Counts attempts per key in fixed windows (login and password-reset rate limits). The window
 * starts with a key's first attempt; counting is atomic, so concurrent attempts cannot slip
 * past a limit. In memory for one process, or in Redis when several processes share limits.
 */
export interface AttemptStore {
  /** counts one attempt; `windowMs` applies when this attempt opens a new window */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** takes one counted attempt back (e.g. a success that should not count against an address) */
  undo(key: string): Promise<void>;
  /** forgets the key (e.g. the account logged in) */
  reset(key: string): Promise<void>;
}

/** In one process: a map of windows, swept of ended ones as it grows. */
export function createMemoryAttemptStore(
  options: { maxKeys?: number; now?: () => number } = {},
): AttemptStore {
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? (() => Date.now());
  const windows = new Map<string, { count: number; endsAt: number }>();

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    // still full (many live keys, e.g. an attack from many addresses): the oldest windows go first
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (windows.size >= maxKeys) sweep(at);
        window = { count: 0, endsAt: at + windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
    async undo(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// INCR and the window's expiry in one step: a crash between them cannot leave a key that never expires
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return {count, redis.call('PTTL', KEYS[1])}`;

const undoScript = `
if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * Shared by every API process through Redis (README: REDIS_URL "shared rate limits"), under the
 * deployment's REDIS_CHANNEL_PREFIX: two deployments sharing one Redis count apart (issue 32.3).
 */
export function createRedisAttemptStore(redis: Redis, channelPrefix: string): AttemptStore {
  const prefix = `${channelPrefix}:attempts:`;
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async undo(key) {
      await redis.eval(undoScript, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Redis first; while it cannot be reached the process counts on its own (limits still hold per
 * process) instead of refusing every login or letting every attempt through.
 */
export function withFallback(
  primary: AttemptStore,
  fallback: AttemptStore,
  onError: (error: unknown) => void,
): AttemptStore {
  const guarded =
    <A extends unknown[], R>(run: (store: AttemptStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(primary, ...args);
      } catch (error) {
        onError(error);
        return run(fallback, ...args);
      }
    };
  return {
    hit: guarded((store, key: string, windowMs: number) => store.hit(key, windowMs)),
    undo: guarded((store, key: string) => store.undo(key)),
    reset: guarded((store, key: string) => store.reset(key)),
  };
}
