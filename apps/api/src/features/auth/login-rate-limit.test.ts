import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { attemptLimits } from './attempt-guard';

/**
 * Issue 6, Security: login is limited per account and per address. A scripted attacker's 100
 * wrong passwords are refused after the limit, and then the right password is refused too
 * until the window has passed.
 */

let ctx: TestContext;
let olive: number;

const login = (
  payload: Record<string, unknown>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  olive = ctx.demo.restaurants.find((r) => r.slug === 'olive-linde')!.id;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('login rate limits', () => {
  it('100 wrong passwords: refused after the account limit, the right one too until the window passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const { email, password } = ctx.demo.customer;
    const limit = attemptLimits.login.account.max;
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      // the attacker spreads over addresses, so only the account limit can stop them
      const response = await login({ email, password: `guess-${i}`, restaurantId: olive }, `198.51.100.${i}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(100 - limit).fill(429));

    const blocked = await login({ email, password, restaurantId: olive }, '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json<{ message: { body: string; code: string } }>();
    // the account is locked, not this address: the owner is pointed to the reset (decision 016)
    expect(body.message.code).toBe('login_locked');
    expect(body.message.body).toMatch(
      /^Too many attempts at this account\. Try again in \d+ seconds, or reset your password\.$/,
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(attemptLimits.login.account.windowMs / 1000);
    // the account's case does not make it another account
    expect(
      (await login({ email: email.toUpperCase(), password, restaurantId: olive }, '192.0.2.11')).statusCode,
    ).toBe(429);

    vi.setSystemTime(Date.now() + attemptLimits.login.account.windowMs + 1000);
    const later = await login({ email, password, restaurantId: olive }, '192.0.2.10');
    expect(later.statusCode).toBe(200);
  });

  it('one address guessing at many accounts is refused after the address limit, even for a real login', async () => {
    const limit = attemptLimits.login.address.max;
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) {
      const response = await login(
        { email: `nobody-${i}@example.org`, password: 'wrong-password', restaurantId: olive },
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
    const { email, password } = ctx.demo.manager;
    expect((await login({ email, password, manager: true }, address)).statusCode).toBe(429);
    expect((await login({ email, password, manager: true }, '203.0.113.78')).statusCode).toBe(200);
  });

  it('a forged X-Forwarded-For from an untrusted client does not give it a new address', async () => {
    const limit = attemptLimits.login.address.max;
    const client = '203.0.113.90';
    for (let i = 0; i < limit; i++) {
      await login({ email: `x-${i}@example.org`, password: 'wrong-password', restaurantId: olive }, client, {
        'x-forwarded-for': `10.9.${i}.1`,
      });
    }
    const next = await login(
      { email: 'y@example.org', password: 'wrong-password', restaurantId: olive },
      client,
      {
        'x-forwarded-for': '10.9.200.1',
      },
    );
    expect(next.statusCode).toBe(429);
  });

  it('by default a peer on the private network is no proxy: its X-Forwarded-For is ignored', async () => {
    // issue 14: any machine on the same LAN (10/8, 172.16/12, 192.168/16, fc00::/7) could name
    // its own address while the default trusted private ranges
    const limit = attemptLimits.login.address.max;
    const lanClient = '10.20.30.40';
    for (let i = 0; i < limit; i++) {
      await login(
        { email: `lan-${i}@example.org`, password: 'wrong-password', restaurantId: olive },
        lanClient,
        {
          'x-forwarded-for': `198.18.${i}.1`,
        },
      );
    }
    const next = await login(
      { email: 'lan-next@example.org', password: 'wrong-password', restaurantId: olive },
      lanClient,
      { 'x-forwarded-for': '198.18.250.1' },
    );
    expect(next.statusCode).toBe(429);
  });

  it('behind a trusted proxy on this host, each client is counted by its forwarded address', async () => {
    const limit = attemptLimits.login.address.max;
    for (let i = 0; i < limit; i++) {
      await login(
        { email: `p-${i}@example.org`, password: 'wrong-password', restaurantId: olive },
        '127.0.0.1',
        {
          'x-forwarded-for': '198.18.0.1',
        },
      );
    }
    const sameClient = await login(
      { email: 'q@example.org', password: 'wrong-password', restaurantId: olive },
      '127.0.0.1',
      { 'x-forwarded-for': '198.18.0.1' },
    );
    expect(sameClient.statusCode).toBe(429);
    const otherClient = await login(
      { email: 'q@example.org', password: 'wrong-password', restaurantId: olive },
      '127.0.0.1',
      { 'x-forwarded-for': '198.18.0.2' },
    );
    expect(otherClient.statusCode).toBe(401);
  });

  it('successful logins do not use up the address (many customers behind one router)', async () => {
    const { email, password } = ctx.demo.manager;
    const address = '192.0.2.200';
    for (let i = 0; i < attemptLimits.login.address.max + 3; i++) {
      expect((await login({ email, password, manager: true }, address)).statusCode).toBe(200);
    }
    expect(
      (await login({ email: 'z@example.org', password: 'wrong-password', restaurantId: olive }, address))
        .statusCode,
    ).toBe(401);
  });

  it('the manager login is limited per account too', async () => {
    const { email } = ctx.demo.manager;
    const statuses: number[] = [];
    for (let i = 0; i <= attemptLimits.login.account.max; i++) {
      statuses.push(
        (await login({ email, password: `guess-${i}`, manager: true }, `198.51.101.${i}`)).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  });
});
