import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/**
 * Every setting the API reads, with its default (README "Configuration"). Read once at start;
 * a bad value stops the process with the variable's name.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** where PGlite keeps its files when DATABASE_URL is unset */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** connections in the PostgreSQL pool (per API process) */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** how long a request waits for a PostgreSQL connection before it answers 503 (decision 020) */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** PostgreSQL cancels a statement running (or waiting for a lock) longer than this; 503 */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  REDIS_URL: optionalUrl,
  /** order events go over Redis channels named `<prefix>:orders:<restaurant id>` */
  REDIS_CHANNEL_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,50}$/)
    .default('tavola'),
  SMTP_URL: optionalUrl,
  /**
   * which proxies may name the client's address (X-Forwarded-For), as per-address rate limits
   * need it: 'true' (any: only behind a proxy that overwrites the header), 'false', or a
   * comma-separated list of addresses, CIDR ranges and loopback / linklocal / uniquelocal.
   * Only this host by default: a private range would let any machine on that network name
   * its own address (decision 014)
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .transform((value): boolean | string[] =>
      value === 'true'
        ? true
        : value === 'false' || value === ''
          ? false
          : value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
    ),
  /** the address guests reach the storefront at (links in e-mails, payment redirects) */
  PUBLIC_URL: optionalUrl,
  /** HMAC key for tokens; generated per process when unset (tokens then end with the process) */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * key that seals the restaurants' payment-provider credentials at rest (AES-256-GCM,
   * decision 042): 32 bytes as 64 hex digits or base64. Unset: credentials cannot be saved,
   * and rows stored before sealing are read as they are
   */
  CREDENTIALS_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
      if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(value) && key.toString('base64') !== value)) {
        context.addIssue({ code: 'custom', message: 'must be 32 bytes as 64 hex digits or base64' });
        return z.NEVER;
      }
      return key;
    }),
  /** lifetime of a guest's public token */
  PUBLIC_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(86_400),
  /** lifetime of a customer's or manager's login token */
  /** open online payments expire after this many minutes (their stock, voucher and slot go back) */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).default(30),
  /** how often open payments are checked at their provider; 0 turns the job off */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).default(60),
  LOGIN_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(604_800),
  /** the OAuth client the storefront uses to fetch public tokens */
  PUBLIC_CLIENT_ID: z.string().default('storefront'),
  PUBLIC_CLIENT_SECRET: z.string().default('storefront'),
  /** which restaurant the storefront at / shows (slug); the first one when unset */
  DEFAULT_RESTAURANT: z.string().optional(),
  /**
   * SPEC §9 runtime flag "has landing" of the installation, as the SPEC's text 'true'/'false':
   * with 'true', / without ?restaurant= is the restaurant search (issue 19, decision 031)
   */
  HAS_LANDING: z.enum(['true', 'false']).default('false'),
  /**
   * the first-run page's token (issue 20, decision 049): only whoever holds it may create the
   * first restaurant of an empty installation; generated and printed at start when unset
   */
  SETUP_TOKEN: z.string().trim().min(16).optional(),
  /** seed the demo restaurants into an empty database */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** how long menu answers are served from memory; 0 turns the cache off (decision 006) */
  MENU_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** reCAPTCHA's siteverify endpoint (tests point it at a local mock of Google's API) */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** how long a restaurant's robot may take to accept a task before the guest hears 503 (decision 027) */
  ROBOT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** sender of the e-mails the product sends */
  MAIL_FROM: z.string().default('Tavola <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** the built storefront the API serves on the same port */
  WEB_DIST: z.string().optional(),
  /**
   * test only (decision 021): the process clock reads this instant at start and runs on in real
   * time, so browser tests see the opening hours they were written for; refused in production
   */
  TEST_CLOCK_START: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .optional(),
});

export type Config = z.infer<typeof envSchema> & {
  publicUrl: string;
  jwtSecret: string;
  jwtSecretGenerated: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (config.NODE_ENV === 'production' && config.TEST_CLOCK_START) {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_CLOCK_START: for tests only, refused in production',
    );
  }
  const jwtSecret = config.JWT_SECRET ?? randomBytes(32).toString('hex');
  return {
    ...config,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    jwtSecret,
    jwtSecretGenerated: !config.JWT_SECRET,
  };
}
