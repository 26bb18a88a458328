import { createHash } from 'node:crypto';
import type { ServerMessageKey } from '@tavola/i18n';
import { HttpError } from '../../lib/http-error';
import type { AttemptStore } from '../../plugins/attempt-store';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

const minutes = (count: number) => count * 60_000;
const hours = (count: number) => count * minutes(60);

/** A kind's limits: per address always, per account where the caller proves it holds one. */
export interface AttemptLimits {
  account?: AttemptLimit;
  /**
   * one account tried from one address: the lock a guesser runs into first, which leaves the
   * account's owner at their own address free (issue 32.4, decision 065)
   */
  accountAtAddress?: AttemptLimit;
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
  /**
   * password guesses at one account: 10 from one address in 15 minutes, and a ceiling of 100 from
   * all addresses together that decays over 6 hours, so a guesser who knows an e-mail address
   * cannot keep its owner out, while guesses spread over many addresses still stop (decision
   * 065); the owner locked out is pointed to the reset
   */
  login: {
    accountAtAddress: { max: 10, windowMs: minutes(15) },
    account: { max: 100, windowMs: hours(6) },
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
  /**
   * forgets an account's attempts of one kind, and those from `address` (e.g. a password reset
   * lifts the login's lock for its owner)
   */
  forget(kind: AttemptKind, account: string, address?: string): Promise<void>;
}

const accountId = (kind: AttemptKind, account: string) => `${kind}:account:${account}`;
const accountAtAddressId = (kind: AttemptKind, account: string, address: string) =>
  `${kind}:account-address:${accountKey(account, address)}`;

interface Counter {
  id: string;
  limit: AttemptLimit;
  /** whose limit it is: the account's (its lock message) or the address's */
  locks: 'account' | 'address';
  /** a success takes its own attempt back, or forgets the count */
  onSuccess: 'undo' | 'reset';
}

/** The counters one attempt hits: the address's always, the account's where the caller names one. */
function countersOf(kind: AttemptKind, limit: AttemptLimits, account: string | null, address: string) {
  const counters: Counter[] = [
    { id: `${kind}:address:${address}`, limit: limit.address, locks: 'address', onSuccess: 'undo' },
  ];
  if (account === null) return counters;
  if (limit.accountAtAddress)
    counters.push({
      id: accountAtAddressId(kind, account, address),
      limit: limit.accountAtAddress,
      locks: 'account',
      onSuccess: 'reset',
    });
  if (limit.account)
    counters.push({
      id: accountId(kind, account),
      limit: limit.account,
      locks: 'account',
      // with a lock per address the account's ceiling only decays: the owner's success takes
      // back its own attempt but does not hand a guesser elsewhere a fresh allowance
      onSuccess: limit.accountAtAddress ? 'undo' : 'reset',
    });
  return counters;
}

export function createAttemptGuard(
  store: AttemptStore,
  limits: Record<AttemptKind, AttemptLimits> = attemptLimits,
): AttemptGuard {
  return {
    async attempt(kind, account, address) {
      const limit = limits[kind];
      const counters = countersOf(kind, limit, account, address);
      const counts = await Promise.all(
        counters.map((counter) => store.hit(counter.id, counter.limit.windowMs)),
      );
      let waitMs = 0;
      let accountLocked = false;
      counters.forEach((counter, index) => {
        const count = counts[index]!;
        if (count.count <= counter.limit.max) return;
        waitMs = Math.max(waitMs, count.resetInMs);
        if (counter.locks === 'account') accountLocked = true;
      });
      if (waitMs > 0) {
        const key = accountLocked ? (limit.lockedKey ?? 'too_many_requests') : 'too_many_requests';
        throw new HttpError(429, key, { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
      }
      return {
        async succeeded() {
          await Promise.all(
            counters.map((counter) =>
              counter.onSuccess === 'undo' ? store.undo(counter.id) : store.reset(counter.id),
            ),
          );
        },
      };
    },
    async forget(kind, account, address) {
      await Promise.all([
        store.reset(accountId(kind, account)),
        address === undefined ? undefined : store.reset(accountAtAddressId(kind, account, address)),
      ]);
    },
  };
}
