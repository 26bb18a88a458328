import type { AttemptStore } from '../plugins/attempt-store';

/**
 * At most `limit` requests per key in a fixed window, counted in the app's attempt store: in
 * memory on one process, shared through Redis when REDIS_URL is set (like the login limits).
 * `take` answers 0 and counts the request, or the seconds to wait once the key is used up.
 */
export function createWindowLimit(
  store: AttemptStore,
  name: string,
  options: { limit: number; windowMs: number },
) {
  return {
    async take(key: string): Promise<number> {
      const { count, resetInMs } = await store.hit(`${name}:${key}`, options.windowMs);
      return count > options.limit ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0;
    },
  };
}
export type WindowLimit = ReturnType<typeof createWindowLimit>;
