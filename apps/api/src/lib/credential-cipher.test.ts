import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCredentialCipher, isSealed } from './credential-cipher';

const key = randomBytes(32);
const olive = { restaurantId: 1, provider: 'mollie' };

describe('createCredentialCipher', () => {
  it('seals values so that the stored row does not contain them, and opens them again', () => {
    const cipher = createCredentialCipher(key);
    const sealed = cipher.seal({ apiKey: 'test_abcdefghijklmnopqrstuvwxyz1234' }, olive);
    expect(isSealed(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain('abcdefghij');
    expect(cipher.open(sealed, olive)).toEqual({ apiKey: 'test_abcdefghijklmnopqrstuvwxyz1234' });
  });

  it('uses a fresh IV per write: the same values seal differently', () => {
    const cipher = createCredentialCipher(key);
    expect(cipher.seal({ a: 'b' }, olive)).not.toEqual(cipher.seal({ a: 'b' }, olive));
  });

  it('does not open under another key, for another restaurant or provider, or when tampered with', () => {
    const sealed = createCredentialCipher(key).seal({ apiKey: 'x' }, olive);
    expect(createCredentialCipher(randomBytes(32)).open(sealed, olive)).toBeUndefined();
    expect(createCredentialCipher(key).open(sealed, { restaurantId: 2, provider: 'mollie' })).toBeUndefined();
    expect(
      createCredentialCipher(key).open(sealed, { restaurantId: 1, provider: 'saferPay' }),
    ).toBeUndefined();
    const [v, iv, tag, data] = sealed.sealed!.split('.');
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(
      createCredentialCipher(key).open({ sealed: [v, iv, tag, flipped].join('.') }, olive),
    ).toBeUndefined();
  });

  it('reads rows written before sealing as they are, and opens nothing sealed without a key', () => {
    const keyless = createCredentialCipher(undefined);
    expect(keyless.canSeal).toBe(false);
    expect(keyless.open({ secretKey: 'plain' }, olive)).toEqual({ secretKey: 'plain' });
    expect(keyless.open(createCredentialCipher(key).seal({ a: 'b' }, olive), olive)).toBeUndefined();
    expect(() => keyless.seal({ a: 'b' }, olive)).toThrow('CREDENTIALS_KEY');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createCredentialCipher(randomBytes(16))).toThrow('32 bytes');
  });
});
