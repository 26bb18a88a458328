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
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'token_required');
    const principal = await tokens.verify(token);
    if (principal === 'expired' || principal === 'invalid') throw new HttpError(401, 'unauthenticated');
    request.principal = principal;
  });
  // a customer's token speaks for one restaurant's storefront only (issue 6: nothing of another restaurant)
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.principal?.kind !== 'customer') return;
    const named = restaurantNamed(request.body) ?? restaurantNamed(request.query);
    if (named !== undefined && named !== request.principal.restaurantId)
      throw new HttpError(403, 'no_permission');
  });
}

function restaurantNamed(input: unknown): number | undefined {
  if (!input || typeof input !== 'object' || !('restaurantId' in input)) return undefined;
  const value = Number(input.restaurantId);
  return Number.isFinite(value) ? value : undefined;
}
