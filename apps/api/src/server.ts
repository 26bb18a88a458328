import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, defaultMigrationsFolder, migrate, seedDemo } from '@tavola/db';
import { buildApp } from './app';
import type { AppDeps } from './app-deps';
import { ConfigError, loadConfig } from './config';
import { createTokenService } from './features/auth/tokens';
import { createLocalDiskStorage } from './features/media/local-disk-storage';
import { generateSetupToken, hasRestaurants } from './features/onboarding';
import { schedulePaymentJobs, sealPlainCredentials } from './features/payment';
import { createRealtime } from './features/realtime';
import { createRestaurantLookup } from './features/restaurants';
import { createCredentialCipher } from './lib/credential-cipher';
import { createResponseCache } from './lib/response-cache';
import { createMemoryAttemptStore, createRedisAttemptStore, withFallback } from './plugins/attempt-store';
import { createMailer } from './plugins/mailer';
import { connectRedis, redisCheck } from './plugins/redis';
import { createRevocations } from './plugins/revocation-store';

const here = fileURLToPath(new URL('.', import.meta.url));

async function main() {
  const config = loadConfig(process.env);
  // test only (decision 021): moved before anything reads the time, so services, tokens, PGlite's
  // now() and the payment jobs all read the one clock
  if (config.TEST_CLOCK_START) (await import('timekeeper')).default.travel(config.TEST_CLOCK_START);
  if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
  let idleErrorsReportedAt = 0;
  const database = await createDb({
    url: config.DATABASE_URL,
    maxConnections: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    onIdleError: (error) => {
      // a restarting server breaks every idle connection at once: one line a minute is enough
      if (Date.now() - idleErrorsReportedAt < 60_000) return;
      idleErrorsReportedAt = Date.now();
      process.stderr.write(`PostgreSQL connection lost (the pool opens new ones): ${error.message}\n`);
    },
  });
  const bundledMigrations = join(here, 'migrations');
  await migrate(database, existsSync(bundledMigrations) ? bundledMigrations : defaultMigrationsFolder);

  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  let attemptsWarnedAt = 0;
  const attempts = redis
    ? withFallback(
        createRedisAttemptStore(redis, config.REDIS_CHANNEL_PREFIX),
        createMemoryAttemptStore(),
        (error) => {
          // at most once a minute while Redis is away; meanwhile each process counts on its own
          if (Date.now() - attemptsWarnedAt < 60_000) return;
          attemptsWarnedAt = Date.now();
          app.log.warn({ err: error }, 'Redis unreachable: rate limits count per process');
        },
      )
    : createMemoryAttemptStore();
  let revocationsWarnedAt = 0;
  const revocations = createRevocations(redis, config.REDIS_CHANNEL_PREFIX, (error) => {
    // meanwhile this process refuses what it revoked itself, and lets other tokens pass
    if (Date.now() - revocationsWarnedAt < 60_000) return;
    revocationsWarnedAt = Date.now();
    app.log.warn({ err: error }, 'Redis unreachable: logouts of other processes are not seen');
  });

  const demo = config.SEED_DEMO ? await seedDemo(database.db) : undefined;
  // decision 049: an empty installation is claimed on its first-run page with this token only
  const setupToken = (await hasRestaurants(database.db))
    ? undefined
    : (config.SETUP_TOKEN ?? generateSetupToken());

  const deps: AppDeps = {
    config,
    setupToken,
    db: database.db,
    tokens: createTokenService(config.jwtSecret, config.PUBLIC_TOKEN_TTL_SECONDS, {
      revocations,
      loginTtlSeconds: config.LOGIN_TOKEN_TTL_SECONDS,
    }),
    requireRestaurant: createRestaurantLookup(database.db),
    menuCache: createResponseCache({ ttlMs: config.MENU_CACHE_MS }),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      outboxDir: join(config.DATA_DIR, 'outbox'),
      from: config.MAIL_FROM,
      log: (line) => process.stdout.write(`${line}\n`),
    }),
    attempts,
    credentials: createCredentialCipher(config.CREDENTIALS_KEY),
    mediaStorage: createLocalDiskStorage(join(config.DATA_DIR, 'media')),
    checks: [{ name: 'database', ping: database.ping }, ...(redis ? [redisCheck(redis)] : [])],
    realtime: createRealtime({
      redisUrl: config.REDIS_URL,
      channelPrefix: config.REDIS_CHANNEL_PREFIX,
      onError: (error) => process.stderr.write(`order events: ${String(error)}\n`),
    }),
  };
  const app = await buildApp(deps);
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis is unreachable'));
    // the first attempt settles before the port opens, so a reachable Redis is 'ok' from the first health
    // check; an unreachable one keeps retrying in the background, meanwhile health says degraded (decision 020)
    await redis.connect().catch(() => undefined);
  }
  if (config.jwtSecretGenerated)
    app.log.warn('JWT_SECRET is not set: tokens are signed with a key that ends with this process.');

  // decision 042: credentials stored before sealing are sealed now, or named while they cannot be
  const { sealed, plain } = await sealPlainCredentials(database.db, deps.credentials);
  if (sealed) app.log.info(`Sealed ${sealed} stored payment credentials with CREDENTIALS_KEY.`);
  if (plain)
    app.log.warn(`${plain} payment credentials are stored unsealed: set CREDENTIALS_KEY to seal them.`);
  await app.listen({ port: config.PORT, host: config.HOST });
  const stopPaymentJobs =
    config.PAYMENT_RECONCILE_SECONDS > 0
      ? schedulePaymentJobs(deps, app.log, {
          intervalSeconds: config.PAYMENT_RECONCILE_SECONDS,
          expiryMinutes: config.PAYMENT_EXPIRY_MINUTES,
        })
      : () => undefined;

  const url = config.publicUrl;
  const lines = [
    '',
    `  Storefront:   ${url}`,
    ...(demo?.restaurants ?? []).map((r) => `                ${url}/?restaurant=${r.slug}  (${r.name})`),
    `  Manager area: ${url}/manager`,
    `  API docs:     ${url}/api/docs`,
    `  Database:     ${database.driver === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(setupToken
      ? [
          `  First run:    no restaurant yet: ${url}/?setup=${setupToken}`,
          '                (or `npm run create-restaurant`); the link works until one exists',
        ]
      : []),
    ...(config.TEST_CLOCK_START
      ? [`  Test clock:   started at ${config.TEST_CLOCK_START.toISOString()}`]
      : []),
    ...(demo
      ? [
          ...demo.managers.map(
            (login, index) =>
              `  ${index === 0 ? 'Managers:    ' : '             '} ${login.email} / ${login.password}  (${login.restaurants.join(', ')})`,
          ),
          `  Customer:     ${demo.customer.email} / ${demo.customer.password}`,
          `  payFix card:  ${demo.payfixCard.qrCode}, PIN ${demo.payfixCard.pin}`,
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      stopPaymentJobs();
      await app.close();
      redis?.disconnect();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
