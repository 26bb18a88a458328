import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { Principal, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** routes reachable without a bearer token (token endpoint, health, docs, images) */
    public?: boolean;
  }
}

/** The request's bearer token, if it names one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return (header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined) || undefined;
}

/** SPEC §7: bearer token on every request; 'Not authorized! token required' without one. */
export function registerAuthentication(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('principal', undefined);
  // issue 21: callback hooks, and a guest's known token without a wait — every request passes here
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return done();
    const token = bearerToken(request);
    if (!token) return done(new HttpError(401, 'token_required'));
    const guest = tokens.knownGuest(token);
    if (guest) {
      request.principal = guest;
      return done();
    }
    tokens.verify(token).then((principal) => {
      if (principal === 'expired' || principal === 'invalid')
        return done(new HttpError(401, 'unauthenticated'));
      request.principal = principal;
      done();
    }, done);
  });
  // a customer's token speaks for one restaurant's storefront only (issue 6: nothing of another restaurant)
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.principal?.kind !== 'customer') return done();
    const named = restaurantNamed(request.body) ?? restaurantNamed(request.query);
    done(
      named !== undefined && named !== request.principal.restaurantId
        ? new HttpError(403, 'no_permission')
        : undefined,
    );
  });
}

function restaurantNamed(input: unknown): number | undefined {
  if (!input || typeof input !== 'object' || !('restaurantId' in input)) return undefined;
  const value = Number(input.restaurantId);
  return Number.isFinite(value) ? value : undefined;
}
