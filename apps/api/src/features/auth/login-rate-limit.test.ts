import { hashPassword, schema } from '@tavola/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { attemptLimits } from './attempt-guard';

/**
 * Issue 6, Security: login is limited per account and per address. A scripted attacker's wrong
 * passwords are refused after the limit, and then the right password is refused too until the
 * window has passed. Issue 32.4 (decision 065): the lock counts an account per address, under a
 * much higher ceiling for the account from all addresses, so a stranger who knows an e-mail
 * address cannot keep its owner out.
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
/** a manager account of its own, so one test's guesses do not count against another's */
async function freshManager(name: string) {
  const email = `${name}@limits.example`;
  const password = `right-password-of-${name}`;
  await ctx.deps.db
    .insert(schema.managers)
    .values({ email, name, passwordHash: await hashPassword(password) });
  return { email, password };
}
afterEach(() => {
  vi.useRealTimers();
});

describe('login rate limits', () => {
  it('wrong passwords from many addresses: refused past the account ceiling, the right one too until it decays', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const { email, password } = ctx.demo.customer;
    const limit = attemptLimits.login.account.max;
    const guesses = limit + 10;
    const statuses: number[] = [];
    for (let i = 0; i < guesses; i++) {
      // the attacker spreads over addresses, so only the account's ceiling can stop them
      const address = `198.51.${100 + Math.floor(i / 250)}.${i % 250}`;
      const response = await login({ email, password: `guess-${i}`, restaurantId: olive }, address);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(guesses - limit).fill(429));

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

  it('a stranger guessing from one address is locked out of the account, the owner at their own address is not', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const { email, password } = await freshManager('stranger-target');
    const limit = attemptLimits.login.accountAtAddress.max;
    const stranger = '203.0.113.150';
    const owner = '192.0.2.150';
    // the stranger keeps at it, ten guesses every window, as the attack did
    for (let round = 0; round < 3; round++) {
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        statuses.push(
          (await login({ email, password: `guess-${round}-${i}`, manager: true }, stranger)).statusCode,
        );
      }
      expect(statuses.slice(0, limit).every((status) => status === 401 || status === 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      const locked = await login({ email, password, manager: true }, stranger);
      expect(locked.statusCode).toBe(429);
      expect(locked.json<{ message: { code: string } }>().message.code).toBe('login_locked');
      // meanwhile the owner, at their own address, gets in
      expect((await login({ email, password, manager: true }, owner)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + attemptLimits.login.accountAtAddress.windowMs + 1000);
    }
  });

  it('the owner’s own wrong passwords lock their address, and the right one afterwards too', async () => {
    const { email, password } = await freshManager('typing-owner');
    const address = '192.0.2.160';
    const limit = attemptLimits.login.accountAtAddress.max;
    for (let i = 0; i < limit; i++) {
      expect((await login({ email, password: `typo-${i}`, manager: true }, address)).statusCode).toBe(401);
    }
    expect((await login({ email, password, manager: true }, address)).statusCode).toBe(429);
    // a success elsewhere gives the account at this address nothing back
    expect((await login({ email, password, manager: true }, '192.0.2.161')).statusCode).toBe(200);
    expect((await login({ email, password, manager: true }, address)).statusCode).toBe(429);
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
    const { email } = await freshManager('ceiling');
    const statuses: number[] = [];
    for (let i = 0; i <= attemptLimits.login.account.max; i++) {
      statuses.push(
        (
          await login(
            { email, password: `guess-${i}`, manager: true },
            `198.51.${110 + Math.floor(i / 250)}.${i % 250}`,
          )
        ).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  });
});
