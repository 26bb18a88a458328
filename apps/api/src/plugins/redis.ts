import { Redis } from 'ioredis';
import type { HealthCheck } from '../app-deps';

/**
 * Redis when REDIS_URL is set. server.ts connects it in the background and keeps reconnecting, so the API
 * starts even while Redis is down; commands fail fast meanwhile (health says 'degraded').
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
  });
}

/** Optional: without Redis, limits count per process and events stay in the process (decision 020). */
export const redisCheck = (redis: Redis): HealthCheck => ({
  name: 'redis',
  optional: true,
  ping: async () => {
    await redis.ping();
  },
});
