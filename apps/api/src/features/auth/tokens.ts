import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Who a token speaks for. Guests get a public token with a random subject (SPEC §6). */
export type Principal =
  | { kind: 'public'; guestId: string }
  | { kind: 'customer'; userId: number; restaurantId: number }
  | { kind: 'manager'; managerId: number };

const algorithm = 'HS256';

export interface TokenService {
  issuePublic(): Promise<{ token: string; expiresIn: number }>;
  issue(principal: Principal, ttlSeconds: number): Promise<string>;
  /** the principal, or 'expired' / 'invalid' */
  verify(token: string): Promise<Principal | 'expired' | 'invalid'>;
}

export function createTokenService(secret: string, publicTtlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);

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
    async issuePublic() {
      const token = await issue({ kind: 'public', guestId: randomUUID() }, publicTtlSeconds);
      return { token, expiresIn: publicTtlSeconds };
    },
    async verify(token) {
      try {
        // algorithms pinned: 'none' and any other algorithm are refused; exp is required
        const { payload } = await jwtVerify(token, key, {
          algorithms: [algorithm],
          requiredClaims: ['exp', 'sub'],
        });
        if (payload.typ === 'public' && typeof payload.guestId === 'string') {
          return { kind: 'public', guestId: payload.guestId };
        }
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
        return 'invalid';
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
