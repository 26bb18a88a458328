import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a credentials row holds once sealed: one field, 'v1.<iv>.<tag>.<ciphertext>' in base64url. */
export const sealedField = 'sealed';

/**
 * Provider credentials at rest (decision 042): AES-256-GCM with the installation's
 * CREDENTIALS_KEY, a fresh 12-byte IV per write, and the restaurant and provider as the
 * additional data, so a sealed row copied to another restaurant or provider does not open.
 */
export interface CredentialCipher {
  /** false without CREDENTIALS_KEY: nothing can be sealed, so nothing new is stored */
  readonly canSeal: boolean;
  seal(values: Readonly<Record<string, string>>, owner: CredentialOwner): Record<string, string>;
  /**
   * The values of a stored row: a sealed one opened, a plain one (written before decision 042)
   * as it is; undefined when it cannot be opened (no key, another key, or tampered with).
   */
  open(stored: Readonly<Record<string, string>>, owner: CredentialOwner): Record<string, string> | undefined;
}

export interface CredentialOwner {
  restaurantId: number;
  provider: string;
}

const version = 'v1';
const additionalData = (owner: CredentialOwner) => Buffer.from(`${owner.restaurantId}:${owner.provider}`);

export const isSealed = (stored: Readonly<Record<string, string>>): boolean => sealedField in stored;

export function createCredentialCipher(key: Buffer | undefined): CredentialCipher {
  if (key && key.length !== 32) throw new TypeError('CREDENTIALS_KEY must be 32 bytes');
  return {
    canSeal: key !== undefined,
    seal(values, owner) {
      if (!key) throw new Error('CREDENTIALS_KEY is not set');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(additionalData(owner));
      const data = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return { [sealedField]: [version, ...parts].join('.') };
    },
    open(stored, owner) {
      if (!isSealed(stored)) return { ...stored };
      const [tag, iv, authTag, data] = (stored[sealedField] ?? '').split('.');
      if (!key || tag !== version || !iv || !authTag || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(additionalData(owner));
        decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
        const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
        return JSON.parse(text.toString('utf8')) as Record<string, string>;
      } catch {
        return undefined;
      }
    },
  };
}
