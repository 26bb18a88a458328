import { randomUUID } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** Who a token speaks for. Guests get a public token with a random subject (SPEC §6). */
export type Principal =
  | { kind: 'public'; guestId: string }
  | { kind: 'customer'; userId: number; restaurantId: number }
  | { kind: 'manager'; managerId: number };

const algorithm = 'HS256';

export interface TokenService {
  /** a guest token; `guestId` continues a guest (their basket) instead of starting a new one */
  issuePublic(guestId?: string): Promise<{ token: string; expiresIn: number }>;
  issue(principal: Principal, ttlSeconds: number): Promise<string>;
  /** the principal, or 'expired' / 'invalid' */
  verify(token: string): Promise<Principal | 'expired' | 'invalid'>;
}

export function createTokenService(secret: string, publicTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // a verified token stays valid until its exp: every request of a guest need not verify it again
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();

  async function issue(principal: Principal, ttlSeconds: number): Promise<string> {
    const { kind, ...claims } = principal;
    const subject =
      principal.kind === 'public'
        ? principal.guestId
        : principal.kind === 'customer'
          ? String(principal.userId)
          : String(principal.managerId);
    return new SignJWT({ typ: kind, ...claims })
      .setProtectedHeader({ alg: algorithm })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  }

  return {
    issue,
    async issuePublic(guestId = randomUUID()) {
      const token = await issue({ kind: 'public', guestId }, publicTtlSeconds);
      return { token, expiresIn: publicTtlSeconds };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.principal;
      const principal = await verifySignature(token);
      if (typeof principal === 'object') {
        if (verified.size >= 20_000) verified.clear();
        verified.set(token, principal);
        return principal.principal;
      }
      return principal;
    },
  };

  async function verifySignature(
    token: string,
  ): Promise<{ principal: Principal; expiresAt: number } | 'expired' | 'invalid'> {
    try {
      // algorithms pinned: 'none' and any other algorithm are refused; exp is required
      const { payload } = await jwtVerify(token, key, {
        algorithms: [algorithm],
        requiredClaims: ['exp', 'sub'],
      });
      const expiresAt = (payload.exp ?? 0) * 1000;
      const principal = principalOf(payload);
      return principal ? { principal, expiresAt } : 'invalid';
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
