import type { Database } from '@tavola/db';
import type { Config } from './config';
import type { TokenService } from './features/auth/tokens';
import type { MediaStorage } from './features/media/media-storage';
import type { Realtime } from './features/realtime';
import type { RequireRestaurant } from './features/restaurants/restaurant-cache';
import type { CredentialCipher } from './lib/credential-cipher';
import type { ResponseCache } from './lib/response-cache';
import type { AttemptStore } from './plugins/attempt-store';
import type { Mailer } from './plugins/mailer';

export interface HealthCheck {
  name: string;
  ping: () => Promise<void>;
  /** the product works without it (Redis): down makes the instance 'degraded', not unavailable */
  optional?: boolean;
}

/** What features receive when they are registered; nothing reaches for a global. */
export interface AppDeps {
  config: Config;
  db: Database;
  tokens: TokenService;
  requireRestaurant: RequireRestaurant;
  /** short-lived cache of menu answers; keys start with the restaurant id */
  menuCache: ResponseCache;
  mailer: Mailer;
  /** order events for live boards and order pages: in-process, or Redis pub/sub with REDIS_URL */
  realtime: Realtime;
  /** login and password-reset attempts (rate limits), shared through Redis when REDIS_URL is set */
  attempts: AttemptStore;
  /** seals and opens the restaurants' payment-provider credentials (decision 042) */
  credentials: CredentialCipher;
  /** where uploaded images' variants are kept: DATA_DIR/media, or an S3-compatible store (issue 20) */
  mediaStorage: MediaStorage;
  /**
   * the first-run page's token while the installation holds no restaurant (decision 049);
   * undefined: this process offers no first run
   */
  setupToken?: string;
  /** database (and Redis) round trips for the health check */
  checks: HealthCheck[];
}
