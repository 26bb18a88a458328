import type { Redis } from 'ioredis';

/** What a login token says about itself, as far as revocation goes. */
export interface TokenSession {
  /** the token's `jti` */
  id: string;
  /** whose it is: `customer:12`, `manager:3` */
  account: string;
  /** its `iat`, in milliseconds */
  issuedAtMs: number;
}

/** An account's sessions ended at a moment: tokens issued up to `atMs` are refused, but `keep`. */
export interface AccountCut {
  atMs: number;
  /** the token that made the change (a password changed in the profile keeps its session) */
  keep?: string;
}

/**
 * Issue 14.9, decision 018: login tokens ended before their `exp` — one token (logout), or an
 * account's tokens issued up to a moment (a new password). Each revocation is kept until the
 * tokens it concerns have expired, then forgotten.
 */
export interface RevocationStore {
  /** refuses the token with this id until `untilMs` (its own exp) */
  revokeToken(id: string, untilMs: number): Promise<void>;
  /** refuses the account's tokens issued up to the cut, until `untilMs` (when the last of them expires) */
  revokeAccount(account: string, cut: AccountCut, untilMs: number): Promise<void>;
  isRevoked(session: TokenSession): Promise<boolean>;
}

const cutEnds = (cut: AccountCut, session: TokenSession) =>
  session.issuedAtMs <= cut.atMs && session.id !== cut.keep;

/** In one process; expired revocations are swept by the writes, at most once a minute. */
export function createMemoryRevocationStore(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  const tokens = new Map<string, number>();
  const accounts = new Map<string, { cut: AccountCut; untilMs: number }>();
  let sweptAt = Number.NEGATIVE_INFINITY;

  function sweep(at: number) {
    if (at - sweptAt < 60_000) return;
    sweptAt = at;
    for (const [id, untilMs] of tokens) if (untilMs <= at) tokens.delete(id);
    for (const [account, entry] of accounts) if (entry.untilMs <= at) accounts.delete(account);
  }

  return {
    async revokeToken(id: string, untilMs: number) {
      sweep(now());
      tokens.set(id, untilMs);
    },
    async revokeAccount(account: string, cut: AccountCut, untilMs: number) {
      sweep(now());
      accounts.set(account, { cut, untilMs });
    },
    async isRevoked(session: TokenSession) {
      const at = now();
      if ((tokens.get(session.id) ?? 0) > at) return true;
      const entry = accounts.get(session.account);
      return entry !== undefined && entry.untilMs > at && cutEnds(entry.cut, session);
    },
    /** revocations held (tests) */
    size: () => tokens.size + accounts.size,
  } satisfies RevocationStore & { size(): number };
}

/**
 * Shared by every API process through Redis: a key per revoked token and per cut account, each
 * expiring with the tokens it concerns. A check is one round trip (MGET of both keys).
 */
export function createRedisRevocationStore(redis: Redis, prefix: string): RevocationStore {
  const tokenKey = (id: string) => `${prefix}token:${id}`;
  const accountKey = (account: string) => `${prefix}account:${account}`;
  const ttl = (untilMs: number) => Math.max(1, Math.ceil(untilMs - Date.now()));
  return {
    async revokeToken(id, untilMs) {
      await redis.set(tokenKey(id), '1', 'PX', ttl(untilMs));
    },
    async revokeAccount(account, cut, untilMs) {
      await redis.set(accountKey(account), JSON.stringify(cut), 'PX', ttl(untilMs));
    },
    async isRevoked(session) {
      const [token, cut] = await redis.mget(tokenKey(session.id), accountKey(session.account));
      if (typeof token === 'string') return true;
      return typeof cut === 'string' && cutEnds(JSON.parse(cut) as AccountCut, session);
    },
  };
}

/**
 * Redis for every process, and this process's own memory besides: while Redis cannot be
 * reached, what this process revoked still holds here, and a check that cannot ask Redis lets
 * the token pass (reported through onError) rather than log every customer and manager out.
 */
export function withLocalRevocations(
  shared: RevocationStore,
  local: RevocationStore,
  onError: (error: unknown) => void,
): RevocationStore {
  const tryShared = async <T>(work: () => Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      onError(error);
      return otherwise;
    }
  };
  return {
    async revokeToken(id, untilMs) {
      await local.revokeToken(id, untilMs);
      await tryShared(() => shared.revokeToken(id, untilMs), undefined);
    },
    async revokeAccount(account, cut, untilMs) {
      await local.revokeAccount(account, cut, untilMs);
      await tryShared(() => shared.revokeAccount(account, cut, untilMs), undefined);
    },
    async isRevoked(session) {
      if (await local.isRevoked(session)) return true;
      return tryShared(() => shared.isRevoked(session), false);
    },
  };
}

/** The store the app uses: in memory, or shared through Redis when REDIS_URL is set. */
export function createRevocations(
  redis: Redis | undefined,
  prefix: string,
  onError: (error: unknown) => void,
): RevocationStore {
  const local = createMemoryRevocationStore();
  return redis
    ? withLocalRevocations(createRedisRevocationStore(redis, `${prefix}:revoked:`), local, onError)
    : local;
}
