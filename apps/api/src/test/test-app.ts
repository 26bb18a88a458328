import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoLogins } from '@tavola/db';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { AppDeps } from '../app-deps';
import { loadConfig } from '../config';
import { createTokenService } from '../features/auth/tokens';
import { createLocalDiskStorage } from '../features/media/local-disk-storage';
import { createRealtime } from '../features/realtime';
import { createRestaurantLookup } from '../features/restaurants';
import { createCredentialCipher } from '../lib/credential-cipher';
import { createResponseCache } from '../lib/response-cache';
import { createMemoryAttemptStore } from '../plugins/attempt-store';
import { createMailer } from '../plugins/mailer';
import { connectRedis } from '../plugins/redis';
import { createRevocations } from '../plugins/revocation-store';
import { driftOf, recordAnswers, writeSeen } from './openapi-drift';
import { createSeededTestDatabase, createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  /** the seeded demo's logins (with `seedDemo: false`, none: reading them is a test's mistake) */
  demo: DemoLogins;
  /** on PostgreSQL (TEST_DRIVER=postgres): the test database's connection string */
  databaseUrl?: string;
  /** the folder the uploaded images of this context are kept in (removed on close) */
  mediaDir: string;
  /** a fresh public (guest) token */
  publicToken(): Promise<string>;
  /** GET with a guest token; query values are stringified */
  get(
    url: string,
    query?: Record<string, string | number | boolean>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a real database with the demo restaurants seeded, for app.inject tests. */
export async function createTestContext(
  env: Record<string, string> = {},
  { seedDemo: seeded = true }: { seedDemo?: boolean } = {},
): Promise<TestContext> {
  const database: TestDatabase & { demo?: DemoLogins } = seeded
    ? await createSeededTestDatabase()
    : await createTestDatabase();
  // the menu cache is off unless a test turns it on, so tests see their own writes at once
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    MENU_CACHE_MS: '0',
    ...env,
  });
  // with REDIS_URL, ended sessions are shared through Redis as in server.ts
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  await redis?.connect();
  const mediaDir = mkdtempSync(join(tmpdir(), 'tavola-test-media-'));
  const deps: AppDeps = {
    config,
    setupToken: config.SETUP_TOKEN,
    db: database.db,
    tokens: createTokenService(config.jwtSecret, config.PUBLIC_TOKEN_TTL_SECONDS, {
      revocations: createRevocations(redis, config.REDIS_CHANNEL_PREFIX, (error) => {
        throw error;
      }),
      loginTtlSeconds: config.LOGIN_TOKEN_TTL_SECONDS,
    }),
    requireRestaurant: createRestaurantLookup(database.db, 0),
    menuCache: createResponseCache({ ttlMs: config.MENU_CACHE_MS }),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: join(tmpdir(), 'tavola-test-outbox'),
      from: config.MAIL_FROM,
      log: () => undefined,
    }),
    attempts: createMemoryAttemptStore(),
    // a key per test file unless the test names one (CREDENTIALS_KEY='' runs without a key)
    credentials: createCredentialCipher('CREDENTIALS_KEY' in env ? config.CREDENTIALS_KEY : randomBytes(32)),
    mediaStorage: createLocalDiskStorage(mediaDir),
    checks: [{ name: 'database', ping: database.ping }],
    realtime: createRealtime({ redisUrl: config.REDIS_URL, channelPrefix: config.REDIS_CHANNEL_PREFIX }),
  };
  const demo = database.demo ?? (undefined as unknown as DemoLogins);
  const app = await buildApp(deps);
  // issue 32: every answer of this context is held against the OpenAPI document when it closes
  const answers = recordAnswers(app);
  await app.ready();
  let token: string | undefined;
  const context: TestContext = {
    app,
    deps,
    demo,
    databaseUrl: database.url,
    mediaDir,
    publicToken: async () => (await deps.tokens.issuePublic()).token,
    async get(url, query = {}, headers = {}) {
      token ??= await context.publicToken();
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      return app.inject({
        method: 'GET',
        url: `${url}${search.size ? `?${search}` : ''}`,
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    },
    async close() {
      const document = app.swagger() as Parameters<typeof driftOf>[0];
      const drift = driftOf(document, answers);
      writeSeen(document, answers);
      await app.close();
      redis?.disconnect();
      await database.drop();
      rmSync(mediaDir, { recursive: true, force: true });
      if (drift.length > 0)
        throw new Error(`Answers the OpenAPI document does not describe (issue 32):\n${drift.join('\n')}`);
    },
  };
  return context;
}
