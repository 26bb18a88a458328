import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
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
