import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeLiveSocket } from '../features/live';
import { errorResponsesOf, errorSchemas } from './openapi-answers';
import { takesBodyFromQuery } from './query-parameters';

/** A mark the route transform leaves for the document's pass (fastify-swagger copies x- keys). */
const bodyInQuery = 'x-body-in-query';

/** Swagger UI adds <style> elements of its own without a nonce: its page alone allows inline styles. */
const docsPolicy =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/**
 * The zod type provider's own override drops every empty branch of a union, and while it runs a
 * piped branch (an id given as a numeric string) is still empty: the document said "integer"
 * where the server also takes "12" (issue 32). Zod's rendering as it is keeps every branch.
 */
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: () => undefined } });

type JsonObject = { properties?: Record<string, unknown>; anyOf?: unknown[]; oneOf?: unknown[] } | undefined;
/** the property names of an input, over the branches of a union too */
const namesOf = (...schemas: unknown[]): string[] =>
  schemas.flatMap((schema) => {
    const object = schema as JsonObject;
    return [
      ...Object.keys(object?.properties ?? {}),
      ...namesOf(...(object?.anyOf ?? []), ...(object?.oneOf ?? [])),
    ];
  });
/** an input that names a restaurant, a row or a handle, which may not exist */
const namesSomething = (name: string) => /^(id|slug|token|session)$|Id$|_id$/.test(name);

/** The success of a route that declares none: what it produces, if it says. */
const successOf = (produces: string[] | undefined) => ({
  description: 'Success',
  ...(produces ? { content: Object.fromEntries(produces.map((type) => [type, { schema: {} }])) } : {}),
});

type Operations = Record<string, Record<string, Record<string, unknown>>>;

/**
 * Operations whose body fields may all come in the query string instead: the body may be left
 * out, and what is required is required of body and query together (SPEC §7 'query params').
 */
function withBodiesInQuery<T extends { paths?: unknown }>(document: T): T {
  for (const operation of Object.values((document.paths ?? {}) as Operations).flatMap(Object.values)) {
    if (!operation[bodyInQuery]) continue;
    delete operation[bodyInQuery];
    const body = operation.requestBody as { required?: boolean; description?: string } | undefined;
    if (!body) continue;
    body.required = false;
    body.description =
      'Every field may come in the query string instead (SPEC §7 query params); a field in the body wins. ' +
      'The fields the schema marks required must come in one or the other.';
  }
  return document;
}

/** The envelopes the error responses refer to, among the document's components. */
function withErrorSchemas<T extends { components?: { schemas?: Record<string, unknown> } }>(document: T): T {
  return {
    ...document,
    components: { ...document.components, schemas: { ...document.components?.schemas, ...errorSchemas } },
  };
}

/**
 * The OpenAPI 3.1 document at /api/docs, generated from the routes' zod contracts (STYLE 4),
 * with what the contracts alone do not say: which operations need no token (`security: []`),
 * and every error status an operation can answer in the SPEC §8 envelope (issue 32).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    // the API's own documentation is public
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tavola storefront API',
        version: '1.0.0',
        description:
          'Money is in integer minor units everywhere (`price: 650` is €6.50; format `minor-units`). ' +
          'Ids are integers, also taken as numeric strings. Errors follow SPEC §8: ' +
          '`{ message: { type: "error", body, code } }`, and a 422 names each field in `errors`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const output = zodTransform(input);
      const schema = output.schema as Record<string, unknown> & {
        hide?: boolean;
        response?: Record<string, unknown>;
      };
      if (schema.hide) return output;
      const { config } = input.route;
      const names = namesOf(schema.querystring, schema.body, schema.params);
      const responses = errorResponsesOf(
        {
          method: String(input.route.method),
          public: config?.public === true,
          hasInput: Boolean(schema.querystring || schema.body || schema.params),
          hasBody: Boolean(schema.body),
          namesSomething: names.some(namesSomething),
          declared: config?.answers ?? [],
        },
        schema.response,
      );
      // a route that declares no success of its own (an image, a CSV, a provider's notification)
      const succeeds = Object.keys(schema.response ?? {}).some((status) => status.startsWith('2'));
      const success = succeeds ? {} : { 200: successOf(schema.produces as string[] | undefined) };
      schema.response = { ...success, ...schema.response, ...responses };
      // SPEC §7 'query params' on a POST: every field may come in the query string instead
      if (schema.body && takesBodyFromQuery(input.route.preValidation)) schema[bodyInQuery] = true;
      if (config?.public) schema.security = [];
      return output;
    },
    // issue 19: the live socket, which OpenAPI cannot describe as a path
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? describeLiveSocket(withErrorSchemas(withBodiesInQuery(documentObject.openapiObject)))
        : documentObject.swaggerObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    // decision 017: a policy of its own, for its pages only
    staticCSP: docsPolicy,
  });
}
