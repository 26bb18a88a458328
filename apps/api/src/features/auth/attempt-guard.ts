import { createHash } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import type { AttemptStore } from '../../plugins/attempt-store';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

const minutes = (count: number) => count * 60_000;

/**
 * Issue 6, Security: login and password reset are limited per account and per address.
 * Attempts are counted before the password is checked, so a burst of parallel guesses counts
 * in full; once over a limit even the right password is refused until the window ends.
 */
export const attemptLimits = {
  /** password guesses at one account (login, and the current password of a profile change) */
  login: { account: { max: 10, windowMs: minutes(15) }, address: { max: 50, windowMs: minutes(15) } },
  /** reset e-mails asked for one address; also bounds mail sent to a victim's inbox */
  resetRequest: { account: { max: 5, windowMs: minutes(60) }, address: { max: 20, windowMs: minutes(60) } },
  /** accounts created: each costs a password hash, so an address may not make them endlessly */
  signup: { account: { max: 5, windowMs: minutes(60) }, address: { max: 20, windowMs: minutes(60) } },
  /** bills e-mailed per order: a few copies, not a mail flood */
  billRequest: { account: { max: 3, windowMs: minutes(60) }, address: { max: 20, windowMs: minutes(60) } },
  /** reset tokens tried */
  resetToken: { account: { max: 10, windowMs: minutes(15) }, address: { max: 30, windowMs: minutes(15) } },
} satisfies Record<string, { account: AttemptLimit; address: AttemptLimit }>;

export type AttemptKind = keyof typeof attemptLimits;

/** Keys name an account without keeping the e-mail address itself in the store. */
export const accountKey = (...parts: (string | number)[]) =>
  createHash('sha256')
    .update(parts.map((part) => String(part).trim().toLowerCase()).join('\u0000'))
    .digest('base64url')
    .slice(0, 32);

export interface Attempt {
  /** the attempt succeeded: the account starts afresh and the address gets this attempt back */
  succeeded(): Promise<void>;
}

export interface AttemptGuard {
  /** counts an attempt at `account` from `address`; 429 'too_many_requests' when over a limit */
  attempt(kind: AttemptKind, account: string, address: string): Promise<Attempt>;
}

export function createAttemptGuard(
  store: AttemptStore,
  limits: Record<AttemptKind, { account: AttemptLimit; address: AttemptLimit }> = attemptLimits,
): AttemptGuard {
  return {
    async attempt(kind, account, address) {
      const limit = limits[kind];
      const accountId = `${kind}:account:${account}`;
      const addressId = `${kind}:address:${address}`;
      const [byAccount, byAddress] = await Promise.all([
        store.hit(accountId, limit.account.windowMs),
        store.hit(addressId, limit.address.windowMs),
      ]);
      const blocked = [
        byAccount.count > limit.account.max ? byAccount.resetInMs : 0,
        byAddress.count > limit.address.max ? byAddress.resetInMs : 0,
      ];
      const waitMs = Math.max(...blocked);
      if (waitMs > 0) {
        throw new HttpError(429, 'too_many_requests', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
      }
      return {
        async succeeded() {
          await Promise.all([store.reset(accountId), store.undo(addressId)]);
        },
      };
    },
  };
}
