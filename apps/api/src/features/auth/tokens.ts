import { randomUUID } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import {
  createMemoryRevocationStore,
  type RevocationStore,
  type TokenSession,
} from '../../plugins/revocation-store';

/** Who a token speaks for. Guests get a public token with a random subject (SPEC §6). */
export type Principal =
  | { kind: 'public'; guestId: string }
  | { kind: 'customer'; userId: number; restaurantId: number }
  | { kind: 'manager'; managerId: number };

/** Whose sessions a new password ends. */
export type AccountHolder = { kind: 'customer'; userId: number } | { kind: 'manager'; managerId: number };

const algorithm = 'HS256';

export interface TokenService {
  /** a guest token; `guestId` continues a guest (their basket) instead of starting a new one */
  issuePublic(guestId?: string): Promise<{ token: string; expiresIn: number }>;
  issue(principal: Principal, ttlSeconds: number): Promise<string>;
  /** the principal, or 'expired' / 'invalid' (a revoked login token is invalid) */
  verify(token: string): Promise<Principal | 'expired' | 'invalid'>;
  /**
   * The principal of a guest token verified before and not expired, without waiting; undefined
   * for anything else (a login token's revocation must be asked, decision 018): then `verify`.
   */
  knownGuest(token: string): Principal | undefined;
  /** logout: this login token is refused from now on (a guest token is left alone) */
  revoke(token: string): Promise<void>;
  /** a new password: the holder's login tokens issued until now are refused, but `except` */
  endSessions(holder: AccountHolder, options?: { except?: string }): Promise<void>;
}

interface Verified {
  principal: Principal;
  expiresAt: number;
  /** login tokens only: what revocation checks */
  session?: TokenSession;
}

const accountOf = (holder: AccountHolder) =>
  holder.kind === 'customer' ? `customer:${holder.userId}` : `manager:${holder.managerId}`;

export function createTokenService(
  secret: string,
  publicTtlSeconds: number,
  options: {
    /** ended sessions (decision 018); in this process only unless given a shared store */
    revocations?: RevocationStore;
    /** the longest a login token lives: how long an account's cut must be remembered */
    loginTtlSeconds?: number;
  } = {},
): TokenService {
  const key = new TextEncoder().encode(secret);
  const revocations = options.revocations ?? createMemoryRevocationStore();
  const loginTtlMs = (options.loginTtlSeconds ?? 604_800) * 1000;
  // a verified token stays valid until its exp: every request of a guest need not verify it again
  const verified = new Map<string, Verified>();

  async function issue(principal: Principal, ttlSeconds: number): Promise<string> {
    const { kind, ...claims } = principal;
    const subject =
      principal.kind === 'public'
        ? principal.guestId
        : principal.kind === 'customer'
          ? String(principal.userId)
          : String(principal.managerId);
    return (
      new SignJWT({ typ: kind, ...claims })
        .setProtectedHeader({ alg: algorithm })
        .setSubject(subject)
        .setJti(randomUUID())
        // to the millisecond (RFC 7519 allows a fraction): a login right after a password
        // change must not fall into the same second as the change (decision 018)
        .setIssuedAt(Date.now() / 1000)
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key)
    );
  }

  /** The token's verified content, remembered until its exp; 'expired' or 'invalid' otherwise. */
  async function verifiedOf(token: string): Promise<Verified | 'expired' | 'invalid'> {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known;
    const fresh = await verifySignature(token);
    if (typeof fresh === 'object') {
      if (verified.size >= 20_000) verified.clear();
      verified.set(token, fresh);
    }
    return fresh;
  }

  return {
    issue,
    async issuePublic(guestId = randomUUID()) {
      const token = await issue({ kind: 'public', guestId }, publicTtlSeconds);
      return { token, expiresIn: publicTtlSeconds };
    },
    knownGuest(token) {
      const known = verified.get(token);
      return known && !known.session && known.expiresAt > Date.now() ? known.principal : undefined;
    },
    async verify(token) {
      const found = await verifiedOf(token);
      if (typeof found !== 'object') return found;
      // checked on every request, after the memory: a logout in any process ends the token at once.
      // Guest tokens are not revocable, so a guest's request costs no round trip (decision 018)
      if (found.session && (await revocations.isRevoked(found.session))) return 'invalid';
      return found.principal;
    },
    async revoke(token) {
      const found = await verifiedOf(token);
      if (typeof found === 'object' && found.session)
        await revocations.revokeToken(found.session.id, found.expiresAt);
    },
    async endSessions(holder, { except } = {}) {
      const kept = except ? await verifiedOf(except) : undefined;
      const at = Date.now();
      await revocations.revokeAccount(
        accountOf(holder),
        { atMs: at, keep: typeof kept === 'object' ? kept.session?.id : undefined },
        at + loginTtlMs,
      );
    },
  };

  async function verifySignature(token: string): Promise<Verified | 'expired' | 'invalid'> {
    try {
      // algorithms pinned: 'none' and any other algorithm are refused; exp is required
      const { payload } = await jwtVerify(token, key, {
        algorithms: [algorithm],
        requiredClaims: ['exp', 'sub'],
      });
      const expiresAt = (payload.exp ?? 0) * 1000;
      const principal = principalOf(payload);
      if (!principal) return 'invalid';
      if (principal.kind === 'public') return { principal, expiresAt };
      // a login token without id and issue time could not be revoked: refused (decision 018)
      if (typeof payload.jti !== 'string' || typeof payload.iat !== 'number') return 'invalid';
      const session = {
        id: payload.jti,
        account: accountOf(principal),
        issuedAtMs: Math.round(payload.iat * 1000),
      };
      return { principal, expiresAt, session };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

function principalOf(payload: JWTPayload): Principal | undefined {
  if (payload.typ === 'public' && typeof payload.guestId === 'string')
    return { kind: 'public', guestId: payload.guestId };
  if (
    payload.typ === 'customer' &&
    typeof payload.userId === 'number' &&
    typeof payload.restaurantId === 'number'
  ) {
    return { kind: 'customer', userId: payload.userId, restaurantId: payload.restaurantId };
  }
  if (payload.typ === 'manager' && typeof payload.managerId === 'number') {
    return { kind: 'manager', managerId: payload.managerId };
  }
  return undefined;
}
