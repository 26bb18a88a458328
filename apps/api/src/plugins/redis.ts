import { Redis } from 'ioredis';

/**
 * Redis when REDIS_URL is set. server.ts connects it in the background and keeps reconnecting, so the API
 * starts even while Redis is down; commands fail fast meanwhile (health answers 503).
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
  });
}

export const redisCheck = (redis: Redis) => ({
  name: 'redis',
  ping: async () => {
    await redis.ping();
  },
});
