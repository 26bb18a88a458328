import { guestTextDescription } from '@tavola/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/test-app';

/** STYLE: every route declares its schemas and the OpenAPI document is generated from them. */

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

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).not.toBe('');
  });

  it('lists /api/restaurant/products with its query parameters', () => {
    const parameters = parametersOf('/api/restaurant/products');
    const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
    for (const name of ['restaurantId', 'categoryId', 'basketId', 'lang', 'deliveryType', 'delivery_time']) {
      expect(byName.get(name)?.in, name).toBe('query');
    }
    expect(byName.get('restaurantId')?.required).toBe(true);
    expect(byName.get('categoryId')?.required).toBe(true);
    expect(byName.get('basketId')?.required).not.toBe(true);
    expect(document.paths['/api/restaurant/products']?.get?.responses).toHaveProperty('200');
  });

  it('lists every storefront call this API serves (SPEC §7)', () => {
    const expected = [
      '/api/oauth/token',
      '/api/restaurant/restaurant-by-id',
      '/api/restaurant/restaurant-by-slug',
      '/api/restaurant/id',
      '/api/restaurant/category',
      '/api/restaurant/products',
      '/api/restaurant/search-products',
      '/api/restaurant/pinned-products',
      '/api/restaurant/products-happyHour-time',
      '/api/restaurant/category-attributes-items',
      '/api/restaurant/product-packages',
      '/api/restaurant/product/search',
      '/api/restaurant/most-selling',
      '/api/restaurant/imprint',
      '/api/restaurant/informationPages',
      '/api/restaurant/postalCodes',
      '/api/health',
    ];
    for (const path of expected) expect(Object.keys(document.paths), path).toContain(path);
  });

  it('documents the event-mode calls (issue 18) with their parameters', () => {
    const slots = new Map(
      parametersOf('/api/restaurant/ticket-slots').map((parameter) => [parameter.name, parameter]),
    );
    expect(slots.get('restaurantId')?.required).toBe(true);
    expect(slots.get('date')).toMatchObject({ in: 'query', required: true });
    const dates = new Map(
      parametersOf('/api/restaurant/ticket-dates').map((parameter) => [parameter.name, parameter]),
    );
    expect(dates.get('from')?.required).not.toBe(true);
    for (const [path, method] of [
      ['/api/managers/ticket-times', 'get'],
      ['/api/managers/ticket-times/create', 'post'],
      ['/api/managers/ticket-times/update', 'post'],
      ['/api/managers/ticket-times/delete', 'post'],
      ['/api/managers/ticket-slots', 'get'],
      ['/api/managers/ticket-slots/attendees', 'get'],
      ['/api/managers/tickets/check-in', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]?.responses, path).toHaveProperty('200');
    }
  });

  it('documents the closed table bill’s receipt on request (issue 17, beyond SPEC §7)', () => {
    const operation = document.paths['/api/table-payments/receipt']?.post;
    const body = operation?.requestBody?.content['application/json']?.schema;
    expect(body?.required?.sort()).toEqual(['email', 'restaurantId', 'tablePaymentId']);
    expect(operation?.responses).toHaveProperty('200');
  });

  it('documents the token request body and the bearer scheme', () => {
    const body = document.paths['/api/oauth/token']?.post?.requestBody?.content['application/json']?.schema;
    expect(body?.required?.sort()).toEqual(['client_id', 'client_secret', 'grant_type']);
    expect(Object.values(document.components?.securitySchemes ?? {})).toContainEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
  });

  it('documents the media id as a path parameter', () => {
    const parameters = parametersOf('/api/media/{id}');
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });

  it('says which fields hold text a guest typed, returned verbatim for clients to escape (issue 14)', () => {
    const json = (schema: unknown) =>
      (schema as { content?: Record<string, { schema: unknown }> })?.content?.['application/json']?.schema;
    const bodyOf = (path: string) => json(document.paths[path]?.post?.requestBody);
    const answerOf = (path: string, method = 'get') => json(document.paths[path]?.[method]?.responses['200']);
    expect(guestFields(bodyOf('/api/contact'))).toEqual(['message', 'name']);
    expect(guestFields(bodyOf('/api/restaurant/reserve-table'))).toEqual([
      'allergies',
      'comment',
      'company',
      'name',
    ]);
    expect(guestFields(bodyOf('/api/basket/add'))).toEqual([
      'extraInfo.comment',
      'extraInfo.itemDetails[].fullName',
    ]);
    expect(guestFields(bodyOf('/api/basket/add-address'))).toEqual([
      'userInfo.address',
      'userInfo.comment',
      'userInfo.company',
      'userInfo.house_number',
      'userInfo.name',
    ]);
    expect(guestFields(bodyOf('/api/testimonials/create'))).toEqual(['comment']);
    expect(guestFields(answerOf('/api/testimonials'))).toEqual(['data[].author_name', 'data[].comment']);
    expect(guestFields(answerOf('/api/managers/order'))).toEqual([
      'data[].products[].comment',
      'data[].products[].details[].fullName',
      'data[].user_details{}',
    ]);
  });
});

/** The property paths under a JSON schema that carry the guest-text description. */
function guestFields(schema: unknown, path = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const here = node.description === guestTextDescription ? [path] : [];
  const nested = Object.entries(node).flatMap(([key, value]) => {
    if (key === 'properties' && value && typeof value === 'object')
      return Object.entries(value).flatMap(([name, child]) =>
        guestFields(child, path ? `${path}.${name}` : name),
      );
    if (key === 'items') return guestFields(value, `${path}[]`);
    if (key === 'additionalProperties') return guestFields(value, `${path}{}`);
    if (Array.isArray(value)) return value.flatMap((child) => guestFields(child, path));
    return [];
  });
  return [...new Set([...here, ...nested])].sort();
}
