import { createHash } from 'node:crypto';
import type { ServerMessageKey } from '@tavola/i18n';
import { HttpError } from '../../lib/http-error';
import type { AttemptStore } from '../../plugins/attempt-store';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

const minutes = (count: number) => count * 60_000;

/** A kind's limits: per address always, per account where the caller proves it holds one. */
export interface AttemptLimits {
  account?: AttemptLimit;
  address: AttemptLimit;
  /** the 429's message when the account is what is over its limit */
  lockedKey?: ServerMessageKey;
}

/**
 * Issue 6, Security: login and password reset are limited per account and per address.
 * Attempts are counted before the password is checked, so a burst of parallel guesses counts
 * in full; once over a limit even the right password is refused until the window ends.
 *
 * Issue 14 (decision 016): a limit counts its caller — the address, or an account only where
 * the caller must prove it holds it (a password, a reset token, a login token) — and never a
 * resource a stranger can name, so nobody can use up someone else's limit. Login keeps its
 * per-account limit (it protects the password from guesses spread over many addresses); the
 * owner's way in meanwhile is the reset link, which strangers cannot block and which lifts it.
 */
export const attemptLimits = {
  /** password guesses at one account; the owner locked out is pointed to the reset */
  login: {
    account: { max: 10, windowMs: minutes(15) },
    address: { max: 50, windowMs: minutes(15) },
    lockedKey: 'login_locked',
  },
  /** the current password of a profile change, per logged-in customer (only the token's holder counts) */
  currentPassword: {
    account: { max: 10, windowMs: minutes(15) },
    address: { max: 50, windowMs: minutes(15) },
  },
  /** reset e-mails asked for from one address (per account, see `resetMailsPerAccount`) */
  resetRequest: { address: { max: 20, windowMs: minutes(60) } },
  /** accounts created: each costs a password hash, so an address may not make them endlessly */
  signup: { address: { max: 20, windowMs: minutes(60) } },
  /** bills e-mailed to one customer, counted once the order is theirs: a few copies, not a mail flood */
  billRequest: { account: { max: 10, windowMs: minutes(60) }, address: { max: 20, windowMs: minutes(60) } },
  /** tries of one reset token (only the link's holder knows it), and from one address */
  resetToken: { account: { max: 10, windowMs: minutes(15) }, address: { max: 30, windowMs: minutes(15) } },
  /**
   * issue 16 (decision 027): set-table attempts that fail (wrong QR token, unknown table), per
   * guest token and per address; a restaurant's guests often share its Wi-Fi's one address
   */
  tableToken: { account: { max: 10, windowMs: minutes(10) }, address: { max: 60, windowMs: minutes(10) } },
  /**
   * issue 17: receipts of a closed table bill mailed on request, per bill (its handle is the
   * table's bearer secret) and per address, counted once the bill is found closed
   */
  tableReceipt: { account: { max: 10, windowMs: minutes(60) }, address: { max: 20, windowMs: minutes(60) } },
  /** issue 20 (decision 044): invitations an owner sends (each is an e-mail), per owner and address */
  staffInvite: { account: { max: 20, windowMs: minutes(60) }, address: { max: 40, windowMs: minutes(60) } },
  /** tries of one invitation link (only its holder knows it), and from one address */
  invitationToken: {
    account: { max: 10, windowMs: minutes(15) },
    address: { max: 30, windowMs: minutes(15) },
  },
} satisfies Record<string, AttemptLimits>;

/** Reset e-mails one account receives an hour; past them the answer stays the same, no mail goes out. */
export const resetMailsPerAccount = { limit: 5, windowMs: minutes(60) };

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
  /**
   * counts an attempt from `address` (and at `account`, for kinds limited per account);
   * 429 when over a limit
   */
  attempt(kind: AttemptKind, account: string | null, address: string): Promise<Attempt>;
  /** forgets an account's attempts of one kind (e.g. a password reset lifts the login's lock) */
  forget(kind: AttemptKind, account: string): Promise<void>;
}

const accountId = (kind: AttemptKind, account: string) => `${kind}:account:${account}`;

export function createAttemptGuard(
  store: AttemptStore,
  limits: Record<AttemptKind, AttemptLimits> = attemptLimits,
): AttemptGuard {
  return {
    async attempt(kind, account, address) {
      const limit = limits[kind];
      const counted =
        limit.account && account !== null
          ? { id: accountId(kind, account), limit: limit.account }
          : undefined;
      const addressId = `${kind}:address:${address}`;
      const [byAccount, byAddress] = await Promise.all([
        counted ? store.hit(counted.id, counted.limit.windowMs) : undefined,
        store.hit(addressId, limit.address.windowMs),
      ]);
      const accountWait =
        counted && byAccount && byAccount.count > counted.limit.max ? byAccount.resetInMs : 0;
      const addressWait = byAddress.count > limit.address.max ? byAddress.resetInMs : 0;
      const waitMs = Math.max(accountWait, addressWait);
      if (waitMs > 0) {
        const key = accountWait > 0 ? (limit.lockedKey ?? 'too_many_requests') : 'too_many_requests';
        throw new HttpError(429, key, { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
      }
      return {
        async succeeded() {
          await Promise.all([counted ? store.reset(counted.id) : undefined, store.undo(addressId)]);
        },
      };
    },
    async forget(kind, account) {
      await store.reset(accountId(kind, account));
    },
  };
}
