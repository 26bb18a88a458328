import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRevocationStore, type RevocationStore } from '../../plugins/revocation-store';
import { createTokenService } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-1234';
const tokens = createTokenService(secret, 3600);

describe('token service', () => {
  it('round-trips a public token', async () => {
    const { token } = await tokens.issuePublic();
    const principal = await tokens.verify(token);
    expect(principal).toMatchObject({ kind: 'public' });
  });
  it('reports an expired token as expired', async () => {
    const token = await new SignJWT({ typ: 'public', guestId: 'g' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('g')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(token)).toBe('expired');
  });
  it("refuses the 'none' algorithm", async () => {
    const token = new UnsecuredJWT({ typ: 'public', guestId: 'g' })
      .setSubject('g')
      .setExpirationTime('1h')
      .encode();
    expect(await tokens.verify(token)).toBe('invalid');
  });
  it('refuses a token without exp', async () => {
    const token = await new SignJWT({ typ: 'public', guestId: 'g' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('g')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(token)).toBe('invalid');
  });
  it('refuses a token signed with another key', async () => {
    const other = createTokenService('another-secret-that-is-long-enough-5678', 3600);
    const { token } = await other.issuePublic();
    expect(await tokens.verify(token)).toBe('invalid');
  });
});

describe('verified-token memory', () => {
  it('answers expired once the remembered exp has passed', async () => {
    const shortLived = createTokenService(secret, 1);
    const { token } = await shortLived.issuePublic();
    expect(await shortLived.verify(token)).toMatchObject({ kind: 'public' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await shortLived.verify(token)).toBe('expired');
  });
});

describe('revocation (issue 14.9, decision 018)', () => {
  const customer = { kind: 'customer', userId: 7, restaurantId: 1 } as const;
  const service = () => {
    const revocations = createMemoryRevocationStore();
    return { revocations, tokens: createTokenService(secret, 3600, { revocations, loginTtlSeconds: 600 }) };
  };

  it('knows a verified guest token without a wait, never a login token (its revocation must be asked)', async () => {
    const { tokens } = service();
    const { token: guest } = await tokens.issuePublic();
    expect(tokens.knownGuest(guest)).toBeUndefined();
    expect(await tokens.verify(guest)).toMatchObject({ kind: 'public' });
    expect(tokens.knownGuest(guest)).toMatchObject({ kind: 'public' });
    const login = await tokens.issue(customer, 600);
    expect(await tokens.verify(login)).toEqual(customer);
    expect(tokens.knownGuest(login)).toBeUndefined();
  });

  it('a logged-out token is refused, although it was verified (and remembered) before', async () => {
    const { tokens } = service();
    const token = await tokens.issue(customer, 600);
    const other = await tokens.issue(customer, 600);
    expect(await tokens.verify(token)).toEqual(customer);
    await tokens.revoke(token);
    expect(await tokens.verify(token)).toBe('invalid');
    // the customer's other session goes on
    expect(await tokens.verify(other)).toEqual(customer);
  });

  it('after a password change every earlier token of the account is refused but the one kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00.000Z') });
    try {
      const { tokens } = service();
      const phone = await tokens.issue(customer, 600);
      const laptop = await tokens.issue(customer, 600);
      const someoneElse = await tokens.issue({ ...customer, userId: 8 }, 600);
      await tokens.verify(phone);
      vi.setSystemTime(Date.now() + 5);
      await tokens.endSessions(customer, { except: laptop });
      expect(await tokens.verify(phone)).toBe('invalid');
      expect(await tokens.verify(laptop)).toEqual(customer);
      expect(await tokens.verify(someoneElse)).toMatchObject({ userId: 8 });
      // a login a millisecond after the change starts a session that counts
      vi.setSystemTime(Date.now() + 1);
      expect(await tokens.verify(await tokens.issue(customer, 600))).toEqual(customer);
    } finally {
      vi.useRealTimers();
    }
  });

  it('manager tokens are revocable too', async () => {
    const { tokens } = service();
    const manager = { kind: 'manager', managerId: 3 } as const;
    const token = await tokens.issue(manager, 600);
    await tokens.revoke(token);
    expect(await tokens.verify(token)).toBe('invalid');
  });

  it("a guest's request never asks the store (no round trip on the hot path)", async () => {
    const revocations = createMemoryRevocationStore();
    let asked = 0;
    const counting: RevocationStore = {
      ...revocations,
      isRevoked(session) {
        asked += 1;
        return revocations.isRevoked(session);
      },
    };
    const tokens = createTokenService(secret, 3600, { revocations: counting, loginTtlSeconds: 600 });
    const { token } = await tokens.issuePublic();
    for (let i = 0; i < 3; i++) expect(await tokens.verify(token)).toMatchObject({ kind: 'public' });
    expect(asked).toBe(0);
    await tokens.verify(await tokens.issue(customer, 600));
    expect(asked).toBe(1);
  });

  it('a customer token without a token id (issued before revocation existed) is refused', async () => {
    const { tokens } = service();
    const legacy = await new SignJWT({ typ: 'customer', userId: 7, restaurantId: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(legacy)).toBe('invalid');
  });
});
