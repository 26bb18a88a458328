import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Issue 32: a client generated from the document gets what the server does: which operations
 * need no token, every status each can answer, ids, bounds and money as the server takes them.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  responses: Record<string, unknown>;
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
}

let ctx: TestContext;
let document: OpenApiDocument;

beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(() => ctx?.close());

const parametersOf = (path: string, method = 'get') => document.paths[path]?.[method]?.parameters ?? [];

/** Every schema node under a JSON schema, with the property path that leads to it. */
function* nodesOf(schema: unknown, path = ''): Generator<[string, Record<string, unknown>]> {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  yield [path, node];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object')
      for (const [name, child] of Object.entries(value))
        yield* nodesOf(child, path ? `${path}.${name}` : name);
    else if (key === 'items' || key === 'additionalProperties') yield* nodesOf(value, `${path}[]`);
    else if (Array.isArray(value)) for (const child of value) yield* nodesOf(child, path);
  }
}

const operationsOf = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method,
      operation,
      name: `${method} ${path}`,
    })),
  );
/** a JSON body and the query's parameters (a path's parameter is text in the address anyway) */
const requestSchemasOf = (operation: Operation) => [
  operation.requestBody?.content['application/json']?.schema,
  ...(operation.parameters ?? [])
    .filter((parameter) => parameter.in !== 'path')
    .map((parameter) => ({ properties: { [parameter.name]: parameter.schema } })),
];
const responseSchemasOf = (operation: Operation) =>
  Object.values(operation.responses).map(
    (response) =>
      (response as { content?: Record<string, { schema: unknown }> }).content?.['application/json']?.schema,
  );

describe('the document tells the truth (issue 32)', () => {
  it('marks the 20 operations that need no token as public, and only those', () => {
    const open = operationsOf()
      .filter(({ operation }) => Array.isArray(operation.security) && operation.security.length === 0)
      .map(({ name }) => name)
      .sort();
    expect(open).toEqual(
      [
        'post /api/oauth/token',
        'post /api/auth/login',
        'post /api/auth/signup',
        'post /api/auth/forgot-password',
        'get /api/auth/password/reset',
        'post /api/auth/password/reset-password',
        'get /api/health',
        'get /api/setup',
        'post /api/setup/restaurant',
        'get /api/media/{id}',
        'get /api/media/{id}/icons/{file}',
        'post /api/payment/mollie/webhook',
        'get /api/payment/saferpay/notify',
        'post /api/payment/saferpay/notify',
        'get /api/staff-invitations/show',
        'post /api/staff-invitations/accept',
        // issue 36 (decision 086): a plain link (a mail, a printed page) carries no bearer; the order's own token is the credential
        'get /api/order/receipt',
        'get /api/order/e-invoice',
        // issue 36 (decision 090): a table bill's receipts, by the bill's handle its phones hold
        'get /api/table-payments/part-receipt',
        'get /api/table-payments/invoice',
      ].sort(),
    );
    // the others need the bearer token of the document's default
    expect(
      operationsOf().every(
        ({ operation }) => operation.security === undefined || operation.security.length === 0,
      ),
    ).toBe(true);
  });

  it('lists the error statuses of every operation in the SPEC §8 envelope, a 422 with its errors', () => {
    for (const { name, operation } of operationsOf()) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, name).toEqual(expect.arrayContaining(['400', '503']));
      if (operation.security === undefined)
        expect(statuses, name).toEqual(expect.arrayContaining(['401', '403']));
      if (operation.requestBody || operation.parameters?.length) expect(statuses, name).toContain('422');
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || name === 'get /api/health') continue;
        const schema = (response as { content: Record<string, { schema: { $ref: string } }> }).content[
          'application/json'
        ]?.schema;
        expect(schema?.$ref, `${name} ${status}`).toBe(
          status === '422'
            ? '#/components/schemas/ValidationErrorEnvelope'
            : '#/components/schemas/ErrorEnvelope',
        );
      }
    }
    expect(Object.keys(document.paths['/api/order/create-order']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['409', '413', '429']),
    );
  });

  it('documents every id a request takes as an integer or a numeric string', () => {
    const integerOnly: string[] = [];
    for (const { name, operation } of operationsOf()) {
      for (const schema of requestSchemasOf(operation)) {
        // a field's types over its node and the branches of its union (they share its path)
        const typesAt = new Map<string, unknown[]>();
        for (const [path, node] of nodesOf(schema))
          typesAt.set(path, [...(typesAt.get(path) ?? []), node.type].flat());
        for (const [path, types] of typesAt)
          if (
            /(^|\.)(id|[a-zA-Z]+Id|[a-z_]+_id)$/.test(path) &&
            types.includes('integer') &&
            !types.includes('string')
          )
            integerOnly.push(`${name} ${path}`);
      }
    }
    expect(integerOnly).toEqual([]);
  });

  it('says on every money field that it is integer minor units', () => {
    const moneyNames =
      /(^|\.)(price|totalPrice|unitPrice|subtotal|shipping_price|shippingPrice|totalWithDiscount|voucherValue|tip_price|min_price|minimum_order_value)$/;
    const unmarked: string[] = [];
    let marked = 0;
    for (const { name, operation } of operationsOf()) {
      for (const schema of [...requestSchemasOf(operation), ...responseSchemasOf(operation)]) {
        const nodesAt = new Map<string, Record<string, unknown>[]>();
        for (const [path, node] of nodesOf(schema)) nodesAt.set(path, [...(nodesAt.get(path) ?? []), node]);
        for (const [path, nodes] of nodesAt) {
          if (!moneyNames.test(path) || !nodes.some((node) => node.type === 'integer')) continue;
          const said = nodes.some(
            (node) => node.format === 'minor-units' && String(node.description).includes('minor units'),
          );
          if (said) marked++;
          else unmarked.push(`${name} ${path}`);
        }
      }
    }
    expect(unmarked).toEqual([]);
    expect(marked).toBeGreaterThan(50);
  });

  it('states the bounds and forms the server checks', () => {
    const bodyOf = (path: string) =>
      document.paths[path]?.post?.requestBody?.content['application/json']?.schema;
    const tip = (bodyOf('/api/basket/add-tip')?.properties?.tip_price ?? {}) as {
      anyOf: { maximum?: number }[];
    };
    expect(tip.anyOf[0]?.maximum).toBe(100_000);
    for (const [path, name, max] of [
      ['/api/restaurant', 'limit', 50],
      ['/api/restaurant/most-selling', 'limit', 50],
    ] as const) {
      const limit = parametersOf(path).find((parameter) => parameter.name === name)?.schema as {
        anyOf: { minimum?: number; maximum?: number }[];
      };
      expect(limit.anyOf[0], path).toMatchObject({ minimum: 1, maximum: max });
    }
    const time = parametersOf('/api/restaurant/products').find(
      (parameter) => parameter.name === 'delivery_time',
    );
    expect(time?.schema).toMatchObject({
      type: 'string',
      pattern: expect.stringContaining('\\d{4}-\\d{2}-\\d{2}'),
    });
  });

  it('says a body whose fields may come in the query string may be left out', () => {
    for (const path of [
      '/api/auth/signup',
      '/api/auth/user/update',
      '/api/basket/add-voucher-to-basket',
      '/api/newsletter/create',
    ]) {
      const body = document.paths[path]?.post?.requestBody as
        | { required?: boolean; description?: string }
        | undefined;
      expect(body?.required, path).toBe(false);
      expect(body?.description, path).toMatch(/query string/);
    }
    expect(
      (document.paths['/api/basket/add']?.post?.requestBody as { required?: boolean } | undefined)?.required,
    ).toBe(true);
  });
});
