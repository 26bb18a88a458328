import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** answers that carry a token or the user's own data: no cache may keep them (issue 14.6) */
    noStore?: boolean;
  }
}

/**
 * The policy of every answer that is not a page (JSON, images, assets): a document made of it
 * loads nothing and nobody frames it. Pages and the API documentation set their own
 * (features/web-app/page-policy.ts, app.ts), decision 017.
 */
const answerPolicy = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** A year, the preload lists' minimum; subdomains too, so no part of the site falls back to HTTP. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Issue 14.6, decision 017: helmet's headers on every answer (nosniff, frame and referrer
 * rules, cross-origin isolation); HSTS only when the request came over HTTPS, directly or from
 * a proxy TRUST_PROXY names (request.protocol reads X-Forwarded-Proto only from those).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: answerPolicy },
    strictTransportSecurity: false,
    // other sites learn the origin a visitor came from, never a path (reset links carry tokens)
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    if (request.routeOptions.config?.noStore) reply.header('cache-control', 'no-store');
  });
}
