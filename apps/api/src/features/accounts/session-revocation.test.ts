import { randomBytes } from 'node:crypto';
import { schema } from '@tavola/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createRevocations } from '../../plugins/revocation-store';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createTokenService } from '../auth';
import { clientFor, restaurantIdOf, signUp, someAddress } from './account-test-kit';
import { hashResetToken } from './password-reset.service';

/**
 * Issue 14.9, decision 018: logout ends the session — the token stops working at once, not 7
 * days later — and a new password (profile or reset link) ends every earlier session of the
 * account, but the one that changed it. Revocation beats the verified-token memory, also in
 * another API process sharing Redis.
 */

let ctx: TestContext;
let olive: number;

beforeAll(async () => {
  ctx = await createTestContext();
  olive = restaurantIdOf(ctx, 'olive-linde');
});
afterAll(() => ctx?.close());

const login = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: someAddress(), payload });

async function customerToken(email: string, password: string): Promise<string> {
  const response = await login({ email, password, restaurantId: olive });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { access_token: string } }>().data.access_token;
}

describe('customer logout', () => {
  it('the token is refused right after logout; the customer’s other session goes on', async () => {
    const customer = await signUp(ctx, olive);
    const other = clientFor(ctx, await customerToken(customer.email, customer.password), olive);
    expect((await customer.get('auth/user')).statusCode).toBe(200);

    const bye = await customer.get('auth/logout');
    expect(bye.statusCode).toBe(200);
    const after = await customer.get('auth/user');
    expect(after.statusCode).toBe(401);
    expect(after.json<{ message: { code: string } }>().message.code).toBe('unauthenticated');
    expect((await other.get('auth/user')).statusCode).toBe(200);
  });
});

describe('manager logout', () => {
  it('POST managers/logout ends the manager’s token', async () => {
    const response = await login({ ...ctx.demo.manager, manager: true });
    const token = response.json<{ data: { access_token: string } }>().data.access_token;
    const headers = { authorization: `Bearer ${token}` };
    const restaurants = () => ctx.app.inject({ method: 'GET', url: '/api/managers/restaurant', headers });
    expect((await restaurants()).statusCode).toBe(200);
    const bye = await ctx.app.inject({ method: 'POST', url: '/api/managers/logout', headers, payload: {} });
    expect(bye.statusCode, bye.body).toBe(200);
    expect(bye.json<{ message: { body: string } }>().message.body).toBe('You have been logged out.');
    expect((await restaurants()).statusCode).toBe(401);
  });

  it('a customer or a guest cannot use the manager logout', async () => {
    const customer = await signUp(ctx, olive);
    expect((await customer.post('managers/logout')).statusCode).toBe(403);
  });
});

describe('a new password ends the other sessions', () => {
  it('changed in the profile: earlier tokens refused, the one that changed it kept', async () => {
    const customer = await signUp(ctx, olive);
    const elsewhere = clientFor(ctx, await customerToken(customer.email, customer.password), olive);
    expect((await elsewhere.get('auth/user')).statusCode).toBe(200);
    const changed = await customer.post('auth/user/update', {
      current_password: customer.password,
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await elsewhere.get('auth/user')).statusCode).toBe(401);
    expect((await customer.get('auth/user')).statusCode).toBe(200);
    const fresh = clientFor(ctx, await customerToken(customer.email, 'a-brand-new-secret'), olive);
    expect((await fresh.get('auth/user')).statusCode).toBe(200);
  });

  it('a profile change without a new password ends nothing', async () => {
    const customer = await signUp(ctx, olive);
    const elsewhere = clientFor(ctx, await customerToken(customer.email, customer.password), olive);
    expect((await customer.post('auth/user/update', { name: 'Ada King' })).statusCode).toBe(200);
    expect((await elsewhere.get('auth/user')).statusCode).toBe(200);
  });

  it('reset by link: every earlier token refused, the new password logs in', async () => {
    const customer = await signUp(ctx, olive);
    const elsewhere = clientFor(ctx, await customerToken(customer.email, customer.password), olive);
    const token = randomBytes(32).toString('base64url');
    await ctx.deps.db.insert(schema.passwordResets).values({
      restaurantId: olive,
      userId: customer.user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset-password',
      remoteAddress: someAddress(),
      payload: {
        restaurantId: olive,
        email: customer.email,
        token,
        password: 'reset-and-renewed',
        password_confirmation: 'reset-and-renewed',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await customer.get('auth/user')).statusCode).toBe(401);
    expect((await elsewhere.get('auth/user')).statusCode).toBe(401);
    const fresh = clientFor(ctx, await customerToken(customer.email, 'reset-and-renewed'), olive);
    expect((await fresh.get('auth/user')).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two API processes sharing Redis', () => {
  let shared: TestContext;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let closeOther: () => void;

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_CHANNEL_PREFIX: `revocation-${randomBytes(6).toString('hex')}`,
    };
    shared = await createTestContext(env);
    // a second app on the same database and Redis, with a verified-token memory of its own
    const config = shared.deps.config;
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    closeOther = () => redis.disconnect();
    other = await buildApp({
      ...shared.deps,
      tokens: createTokenService(config.jwtSecret, config.PUBLIC_TOKEN_TTL_SECONDS, {
        revocations: createRevocations(redis, config.REDIS_CHANNEL_PREFIX, (error) => {
          throw error;
        }),
        loginTtlSeconds: config.LOGIN_TOKEN_TTL_SECONDS,
      }),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    closeOther?.();
    await shared?.close();
  });

  it('logout through one process: the other refuses the token it had verified before', async () => {
    const olivesId = restaurantIdOf(shared, 'olive-linde');
    const customer = await signUp(shared, olivesId);
    const user = () =>
      other.inject({
        method: 'GET',
        url: `/api/auth/user?restaurantId=${olivesId}`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
    expect((await user()).statusCode).toBe(200);
    expect((await customer.get('auth/logout')).statusCode).toBe(200);
    expect((await user()).statusCode).toBe(401);
  });
});
