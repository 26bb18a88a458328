import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Issue 32, "make drift impossible", the request side: whatever the OpenAPI document calls an
 * invalid request, the server refuses — a 4xx in the envelope, never a 2xx that did something
 * and never a 500. Random bodies and query strings are built from each operation's own field
 * names, kept when the document's schema rejects them, and sent with a valid token, so they
 * reach the contract's validation.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

let ctx: TestContext;
let document: OpenApiDocument;
let guestToken: string;
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addFormat('minor-units', true);

beforeAll(async () => {
  ctx = await createTestContext();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {}))
    ajv.addSchema(schema as object, `#/components/schemas/${name}`);
  guestToken = await ctx.publicToken();
});
afterAll(() => ctx?.close());

/** the operations that take something, with a path that needs no parameter of its own */
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.requestBody || operation.parameters?.some((p) => p.in === 'query'))
      .filter(() => !path.includes('{'))
      .map(([method, operation]) => ({ path, method, operation })),
  );

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  type?: unknown;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/** A value the schema takes, where that is easy to make: so that one wrong value among right ones is seen. */
function fitting(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return wrongValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(fitting));
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email') return fc.constant('ada@example.org');
  if (schema.type === 'integer')
    return fc.integer({
      min: Math.max(schema.minimum ?? 1, -1000),
      max: Math.min(schema.maximum ?? 1000, 1000),
    });
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'string' && !('pattern' in schema))
    return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 20, 20) });
  return wrongValue;
}

/**
 * A value shaped like the schema, with wrong values at random places: objects keep their field
 * names (any of them may be left out), so a wrong value can sit deep inside a valid-looking body.
 */
function shapedLike(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema?.properties && depth < 4) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => [
        name,
        fc.oneof(
          { arbitrary: shapedLike(field, depth + 1), weight: 4 },
          { arbitrary: wrongValue, weight: 1 },
        ),
      ]),
    );
    return fc.record(fields, { requiredKeys: [] });
  }
  if (schema?.items && depth < 4)
    return fc.array(fc.oneof(shapedLike(schema.items, depth + 1), wrongValue), { maxLength: 3 });
  return fitting(schema);
}

/** values a client might send where the document wants something else */
const wrongValue = fc.oneof(
  fc.constantFrom('', 'abc', '-1', '0', '1.5', '99999999999', 'true', '2026-13-45', ' ', '{}'),
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(null, true, false, 1.5, -1, 0, 2 ** 40, [], {}, [1], { id: 'x' }),
);

/** a query value is always text */
const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    'abc',
    '-1',
    '0',
    '1.5',
    '99999999999',
    'true',
    '2026-13-45',
    ' ',
    'en',
    'x'.repeat(300),
  ),
  fc.integer({ min: -5, max: 200 }).map(String),
);

describe('a request the document calls invalid is refused', () => {
  it('for every operation with a JSON body', async () => {
    const checked: string[] = [];
    for (const { path, method, operation } of operations()) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const validate = ajv.compile(schema);
      await fc.assert(
        fc.asyncProperty(fc.oneof(shapedLike(schema as JsonSchema), wrongValue), async (payload) => {
          fc.pre(!validate(payload));
          const response = await ctx.app.inject({
            method: method.toUpperCase() as 'POST',
            url: path,
            headers: { authorization: `Bearer ${guestToken}`, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect(
            response.statusCode,
            `${method} ${path} ${JSON.stringify(payload)}: ${response.body}`,
          ).toBeGreaterThanOrEqual(400);
          expect(
            response.statusCode,
            `${method} ${path} ${JSON.stringify(payload)}: ${response.body}`,
          ).toBeLessThan(500);
        }),
        { numRuns: 40, seed: 32 },
      );
      checked.push(`${method} ${path}`);
    }
    expect(checked.length).toBeGreaterThan(60);
  }, 300_000);

  it('for every operation with a query string', async () => {
    const checked: string[] = [];
    for (const { path, method, operation } of operations()) {
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      if (parameters.length === 0 || operation.requestBody) continue;
      const validate = ajv.compile({
        type: 'object',
        properties: Object.fromEntries(
          parameters.map((parameter) => [parameter.name, parameter.schema ?? {}]),
        ),
        required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      });
      const names = parameters.map((parameter) => parameter.name);
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...names), queryValue, { maxKeys: names.length }),
          async (query) => {
            fc.pre(!validate(query));
            const search = new URLSearchParams(query as Record<string, string>);
            const response = await ctx.app.inject({
              method: method.toUpperCase() as 'GET',
              url: `${path}?${search}`,
              headers: { authorization: `Bearer ${guestToken}` },
            });
            expect(
              response.statusCode,
              `${method} ${path}?${search}: ${response.body}`,
            ).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, `${method} ${path}?${search}: ${response.body}`).toBeLessThan(500);
          },
        ),
        { numRuns: 40, seed: 32 },
      );
      checked.push(`${method} ${path}`);
    }
    expect(checked.length).toBeGreaterThan(40);
  }, 300_000);
});
