/**
 * Issue 32: the OpenAPI document lists every status an operation can answer, not only its 200.
 * The SPEC §8 envelope of every error, and the statuses each kind of route answers by the way it
 * is built; the rest a route declares itself (`config.answers`). The API tests hold every answer
 * they receive against the document (test/openapi-drift.ts), so a status the document does not
 * list fails the suite.
 */

/** Statuses a route declares beyond the ones its kind brings (a conflict, a rate limit, …). */
export type DeclaredStatus = 401 | 403 | 404 | 409 | 413 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** issue 32: statuses this route answers beyond what its kind brings (see openapi-answers.ts) */
    answers?: readonly DeclaredStatus[];
  }
}

const message = {
  type: 'object',
  required: ['type', 'body'],
  properties: {
    type: { const: 'error' },
    body: { type: 'string', description: "the message, in the request's language (SPEC §8)" },
    code: { type: 'string', description: 'a stable key of the message, for clients that act on it' },
  },
};

const fieldErrors = {
  type: 'object',
  description: 'per field (dotted path for nested ones), its messages',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

export const errorSchemas = {
  ErrorEnvelope: {
    type: 'object',
    description: 'SPEC §8: every refusal',
    required: ['message'],
    properties: { message, errors: fieldErrors },
  },
  ValidationErrorEnvelope: {
    type: 'object',
    description: 'SPEC §8: a 422 names each field at fault',
    required: ['message', 'errors'],
    properties: { message, errors: fieldErrors },
  },
};

/** A response in JSON whatever the operation produces otherwise (a CSV export refuses in JSON too). */
const jsonResponse = (description: string, schema: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

const meaning: Record<number, string> = {
  400: 'The request could not be read: malformed JSON, a body nested too deeply, a malformed address.',
  401: 'No token, or one that expired or is not ours: fetch a new one (POST /api/oauth/token).',
  403: 'The token does not allow this: a customer naming another restaurant, a guest or a manager where the other is needed.',
  404: 'What the request names does not exist, or is not the caller’s.',
  409: 'The request conflicts with the state of what it names (an order already started, a slot taken, …).',
  413: 'The body is larger than the API takes.',
  415: 'The body is of a type this operation does not read.',
  422: 'A field is missing or invalid: `errors` names each one.',
  429: 'Too many attempts: the Retry-After header says in how many seconds to try again.',
  503: 'A dependency (the database) is briefly away: try again in a moment.',
};

/** What a route is built from, as far as its answers go. */
export interface RouteShape {
  method: string;
  public: boolean;
  hasInput: boolean;
  hasBody: boolean;
  /** the input names something that may not exist (a restaurant, an id, a slug, a token) */
  namesSomething: boolean;
  declared: readonly number[];
}

/** The error statuses a route can answer. */
export function errorStatusesOf(route: RouteShape): number[] {
  const statuses = new Set<number>([400, 503, ...route.declared]);
  if (!route.public) {
    statuses.add(401);
    statuses.add(403);
  }
  if (route.hasInput) statuses.add(422);
  if (route.hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.namesSomething) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** The document's response objects for those statuses, beside what the route itself declares. */
export function errorResponsesOf(route: RouteShape, declaredResponses: Record<string, unknown> = {}) {
  const responses: Record<string, unknown> = {};
  for (const status of errorStatusesOf(route)) {
    if (String(status) in declaredResponses) continue;
    responses[status] =
      status === 422
        ? jsonResponse(meaning[422]!, 'ValidationErrorEnvelope')
        : jsonResponse(meaning[status] ?? 'A refusal in the SPEC §8 envelope.', 'ErrorEnvelope');
  }
  return responses;
}
