import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { createMemoryAttemptStore, createRedisAttemptStore } from '../../plugins/attempt-store';
import { accountKey, createAttemptGuard } from './attempt-guard';

const limits = {
  login: {
    account: { max: 3, windowMs: 60_000 },
    address: { max: 5, windowMs: 60_000 },
    lockedKey: 'login_locked' as const,
  },
  currentPassword: { account: { max: 3, windowMs: 60_000 }, address: { max: 5, windowMs: 60_000 } },
  signup: { address: { max: 5, windowMs: 60_000 } },
  resetRequest: { account: { max: 3, windowMs: 60_000 }, address: { max: 5, windowMs: 60_000 } },
  resetToken: { account: { max: 3, windowMs: 60_000 }, address: { max: 5, windowMs: 60_000 } },
  billRequest: { account: { max: 3, windowMs: 60_000 }, address: { max: 5, windowMs: 60_000 } },
  tableToken: { account: { max: 3, windowMs: 60_000 }, address: { max: 5, windowMs: 60_000 } },
  tableReceipt: { account: { max: 3, windowMs: 60_000 }, address: { max: 5, windowMs: 60_000 } },
  staffInvite: { account: { max: 3, windowMs: 60_000 }, address: { max: 5, windowMs: 60_000 } },
  invitationToken: { account: { max: 3, windowMs: 60_000 }, address: { max: 5, windowMs: 60_000 } },
};

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('attempt guard', () => {
  it('refuses the attempt after the account limit with 429 and the seconds to wait', async () => {
    const guard = createAttemptGuard(createMemoryAttemptStore(), limits);
    for (let i = 0; i < 3; i++) await guard.attempt('login', 'acc', '10.0.0.1');
    const error = await refusal(guard.attempt('login', 'acc', '10.0.0.2'));
    expect(error.statusCode).toBe(429);
    // the account is what is locked: its owner is pointed to the reset (issue 14)
    expect(error.key).toBe('login_locked');
    expect(error.params?.seconds).toBeGreaterThan(55);
    expect(error.params?.seconds).toBeLessThanOrEqual(60);
  });

  it('refuses an address over its limit whatever account it tries', async () => {
    const guard = createAttemptGuard(createMemoryAttemptStore(), limits);
    for (let i = 0; i < 5; i++) await guard.attempt('login', `acc-${i}`, '10.0.0.9');
    expect((await refusal(guard.attempt('login', 'fresh', '10.0.0.9'))).statusCode).toBe(429);
    await guard.attempt('login', 'fresh', '10.0.0.10');
  });

  it('a success starts the account afresh and gives the address its attempt back', async () => {
    const guard = createAttemptGuard(createMemoryAttemptStore(), limits);
    for (let round = 0; round < 10; round++) {
      const attempt = await guard.attempt('login', 'mine', '10.0.0.3');
      await attempt.succeeded();
    }
    // ten successes later the address has used none of its five
    for (let i = 0; i < 5; i++) await guard.attempt('login', `other-${i}`, '10.0.0.3');
    expect((await refusal(guard.attempt('login', 'x', '10.0.0.3'))).statusCode).toBe(429);
  });

  it('says when the account is what is locked, so its owner knows the reset is the way in', async () => {
    const guard = createAttemptGuard(createMemoryAttemptStore(), limits);
    for (let i = 0; i < 3; i++) await guard.attempt('login', 'acc', `10.1.0.${i}`);
    expect((await refusal(guard.attempt('login', 'acc', '10.1.0.9'))).key).toBe('login_locked');
    for (let i = 0; i < 5; i++) await guard.attempt('login', `acc-${i}`, '10.1.1.1').catch(() => undefined);
    expect((await refusal(guard.attempt('login', 'fresh', '10.1.1.1'))).key).toBe('too_many_requests');
  });

  it('forget lifts an account’s lock (a password reset lets the owner in)', async () => {
    const guard = createAttemptGuard(createMemoryAttemptStore(), limits);
    for (let i = 0; i < 4; i++) await guard.attempt('login', 'acc', `10.2.0.${i}`).catch(() => undefined);
    await refusal(guard.attempt('login', 'acc', '10.2.0.9'));
    await guard.forget('login', 'acc');
    await guard.attempt('login', 'acc', '10.2.0.9');
  });

  it('with a lock per account and address, the guesser is locked and the owner elsewhere is not (issue 32.4)', async () => {
    const perAddress = {
      ...limits,
      login: {
        accountAtAddress: { max: 3, windowMs: 60_000 },
        account: { max: 8, windowMs: 600_000 },
        address: { max: 50, windowMs: 60_000 },
        lockedKey: 'login_locked' as const,
      },
    };
    const guard = createAttemptGuard(createMemoryAttemptStore(), perAddress);
    for (let i = 0; i < 3; i++) await guard.attempt('login', 'acc', '10.3.0.1');
    expect((await refusal(guard.attempt('login', 'acc', '10.3.0.1'))).key).toBe('login_locked');
    // the owner at home: in, and ten successes there never count against the ceiling
    for (let i = 0; i < 10; i++) await (await guard.attempt('login', 'acc', '10.3.0.2')).succeeded();
    // guesses from other addresses fill the ceiling (4 counted so far at 10.3.0.1)
    for (let i = 0; i < 4; i++) await guard.attempt('login', 'acc', `10.3.1.${i}`);
    const ceiling = await refusal(guard.attempt('login', 'acc', '10.3.0.2'));
    expect(ceiling.key).toBe('login_locked');
    expect(ceiling.params?.seconds).toBeGreaterThan(60);
    // the reset lifts the ceiling and the lock of the address it came from
    await guard.forget('login', 'acc', '10.3.0.1');
    await guard.attempt('login', 'acc', '10.3.0.1');
  });

  it('a kind limited per address alone counts no account, whatever many addresses name it', async () => {
    const guard = createAttemptGuard(createMemoryAttemptStore(), limits);
    for (let i = 0; i < 20; i++) await guard.attempt('signup', null, `10.3.0.${i}`);
    for (let i = 0; i < 5; i++) await guard.attempt('signup', null, '10.3.1.1');
    expect((await refusal(guard.attempt('signup', null, '10.3.1.1'))).statusCode).toBe(429);
  });

  it('kinds are counted apart', async () => {
    const guard = createAttemptGuard(createMemoryAttemptStore(), limits);
    for (let i = 0; i < 3; i++) await guard.attempt('login', 'acc', '10.0.0.4');
    await guard.attempt('resetRequest', 'acc', '10.0.0.4');
  });

  it('account keys do not keep the e-mail and ignore its case', () => {
    const key = accountKey('customer', 1, 'Jonas@Example.org');
    expect(key).not.toContain('example');
    expect(key).toBe(accountKey('customer', 1, ' jonas@example.org '));
    expect(key).not.toBe(accountKey('customer', 2, 'jonas@example.org'));
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('attempt guard shared through Redis', () => {
  const prefix = `tavola-test:${randomUUID()}:`;
  const first = new Redis(process.env.TEST_REDIS_URL ?? '');
  const second = new Redis(process.env.TEST_REDIS_URL ?? '');
  afterAll(async () => {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length) await first.del(...keys);
    first.disconnect();
    second.disconnect();
  });

  it('attempts at two API processes add up to one limit', async () => {
    const processA = createAttemptGuard(createRedisAttemptStore(first, prefix), limits);
    const processB = createAttemptGuard(createRedisAttemptStore(second, prefix), limits);
    await processA.attempt('login', 'acc', '10.1.0.1');
    await processB.attempt('login', 'acc', '10.1.0.2');
    await processA.attempt('login', 'acc', '10.1.0.3');
    expect((await refusal(processB.attempt('login', 'acc', '10.1.0.4'))).statusCode).toBe(429);
  });
});
