import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * The headers helmet sets with these options. They depend on nothing in the request, so they
 * are worked out once, at start (issue 21: building them per answer cost the products endpoint
 * a good part of its throughput), by running helmet's middleware on a stand-in response.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** A policy's header text, as helmet writes it (`name source source;name …`). */
export function contentSecurityPolicy(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join(';');
}

/**
 * What an API answer (JSON, an image, a CSV) keeps of them (decision 036's addendum): nosniff,
 * the cross-origin resource rule and the policy that lets nothing load in it or frame it — which
 * leaves nothing for the headers that govern documents (opener, referrer, legacy framing, DNS
 * prefetch, old browsers' XSS filter, Flash and IE download rules) to act on.
 */
const apiAnswerHeaders = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
];

/** `/api/…`, but not the API documentation's pages (they are documents, app.ts). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Issue 14.6, decision 017: helmet's headers on every page and asset (nosniff, frame and
 * referrer rules, cross-origin isolation), the API's few on its answers; HSTS only when the
 * request came over HTTPS, directly or from a proxy TRUST_PROXY names (request.protocol reads
 * X-Forwarded-Proto only from those). Decision 036: computed once, set by one synchronous hook;
 * pages replace the policy with their own (`content-security-policy`, features/web-app).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: answerPolicy },
    strictTransportSecurity: false,
    // other sites learn the origin a visitor came from, never a path (reset links carry tokens)
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  const apiHeaders = Object.freeze(
    Object.fromEntries(Object.entries(headers).filter(([name]) => apiAnswerHeaders.includes(name))),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    if (request.routeOptions.config?.noStore) reply.header('cache-control', 'no-store');
    done();
  });
}
