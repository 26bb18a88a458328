import { schema } from '@tavola/db';
import { eq, max } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

/** SPEC §8 envelopes: `{ message: { type: 'error', body } }`, 422 with `errors`, in the request's language. */

interface ErrorBody {
  message: { type: string; body: string; code?: string };
  errors?: Record<string, string[]>;
}

const restaurantNotExist = {
  en: 'The restaurant does not exist.',
  de: 'Das Restaurant existiert nicht.',
  fr: "Le restaurant n'existe pas.",
  ar: 'المطعم غير موجود.',
};

/** A stack trace line as V8 prints it ("    at fn (file.ts:1:2)"). */
const stackLine = /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)|node_modules|\.ts:\d+/;

let ctx: TestContext;
let olive: number;
let unknownRestaurant: number;
const seen: LightMyRequestResponse[] = [];

async function get(
  url: string,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  const response = await ctx.get(url, query, headers);
  seen.push(response);
  return response;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.deps.db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = row!.id;
  const [highest] = await ctx.deps.db.select({ id: max(schema.restaurants.id) }).from(schema.restaurants);
  unknownRestaurant = (highest?.id ?? 0) + 1000;
});
afterAll(() => ctx?.close());

describe('404 envelope for an unknown restaurant', () => {
  it('answers 404 { message: { type: error, body } } in English by default', async () => {
    const response = await get('/api/restaurant/restaurant-by-id', { restaurantId: unknownRestaurant });
    expect(response.statusCode).toBe(404);
    const body = response.json<ErrorBody>();
    expect(body.message.type).toBe('error');
    expect(body.message.body).toBe(restaurantNotExist.en);
    expect(body).not.toHaveProperty('data');
  });

  it('answers the same on catalogue endpoints', async () => {
    for (const url of [
      '/api/restaurant/category',
      '/api/restaurant/pinned-products',
      '/api/restaurant/most-selling',
    ]) {
      const response = await get(url, { restaurantId: unknownRestaurant });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<ErrorBody>().message.body, url).toBe(restaurantNotExist.en);
    }
  });

  it('speaks German with Accept-Language: de', async () => {
    const response = await get(
      '/api/restaurant/restaurant-by-id',
      { restaurantId: unknownRestaurant },
      { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message.body).toBe(restaurantNotExist.de);
  });

  it('speaks French with the lang=fr query parameter', async () => {
    const response = await get('/api/restaurant/category', { restaurantId: unknownRestaurant, lang: 'fr' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message.body).toBe(restaurantNotExist.fr);
  });

  it('speaks Arabic with lang=ar and with Accept-Language: ar', async () => {
    const byQuery = await get('/api/restaurant/restaurant-by-id', {
      restaurantId: unknownRestaurant,
      lang: 'ar',
    });
    expect(byQuery.json<ErrorBody>().message.body).toBe(restaurantNotExist.ar);
    const byHeader = await get(
      '/api/restaurant/restaurant-by-id',
      { restaurantId: unknownRestaurant },
      { 'accept-language': 'ar' },
    );
    expect(byHeader.json<ErrorBody>().message.body).toBe(restaurantNotExist.ar);
  });

  it('lets the lang parameter win over Accept-Language', async () => {
    const response = await get(
      '/api/restaurant/restaurant-by-id',
      { restaurantId: unknownRestaurant, lang: 'fr' },
      { 'accept-language': 'de' },
    );
    expect(response.json<ErrorBody>().message.body).toBe(restaurantNotExist.fr);
  });

  it('falls back to English for a language it does not speak', async () => {
    const response = await get(
      '/api/restaurant/restaurant-by-id',
      { restaurantId: unknownRestaurant },
      { 'accept-language': 'ja, zh;q=0.5' },
    );
    expect(response.json<ErrorBody>().message.body).toBe(restaurantNotExist.en);
  });
});

describe('422 envelope for invalid input', () => {
  it('restaurantId=abc: errors.restaurantId[0] is a sentence and message.body repeats it', async () => {
    const response = await get('/api/restaurant/category', { restaurantId: 'abc' });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.message.type).toBe('error');
    const first = body.errors?.restaurantId?.[0];
    expect(first).toMatch(/^[A-Z].*restaurantId.*\.$/);
    expect(body.message.body).toBe(first);
    expect(Object.keys(body.errors ?? {})).toEqual(['restaurantId']);
  });

  it('missing restaurantId: "The restaurantId field is required."', async () => {
    const response = await get('/api/restaurant/restaurant-by-id');
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.errors?.restaurantId).toEqual(['The restaurantId field is required.']);
    expect(body.message.body).toBe('The restaurantId field is required.');
  });

  it('translates field messages too (German)', async () => {
    const response = await get('/api/restaurant/restaurant-by-id', { lang: 'de' });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.errors?.restaurantId?.[0]).toBe('Das Feld restaurantId ist erforderlich.');
    expect(body.message.body).toBe('Das Feld restaurantId ist erforderlich.');
  });

  it('a delivery_time that is no calendar date: 422 with errors.delivery_time', async () => {
    for (const deliveryTime of ['2026-02-30 12:00', '2026-06-01 24:30']) {
      const response = await get('/api/restaurant/pinned-products', {
        restaurantId: olive,
        delivery_time: deliveryTime,
      });
      expect(response.statusCode, deliveryTime).toBe(422);
      const body = response.json<ErrorBody>();
      expect(body.errors?.delivery_time?.[0]).toMatch(/delivery_time/);
      expect(body.message.body).toBe(body.errors?.delivery_time?.[0]);
    }
  });

  it('names every invalid field, and message.body is the first of them', async () => {
    const response = await get('/api/restaurant/products', {
      restaurantId: olive,
      categoryId: 'x',
      deliveryType: 'boat',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['categoryId', 'deliveryType']);
    expect(Object.values(body.errors ?? {})[0]?.[0]).toBe(body.message.body);
  });
});

describe('no 500 and no stack trace', () => {
  const oddQueries: [string, Record<string, string | number>][] = [
    ['/api/restaurant/category', { restaurantId: '-1' }],
    ['/api/restaurant/category', { restaurantId: '0' }],
    ['/api/restaurant/category', { restaurantId: '1.5' }],
    ['/api/restaurant/category', { restaurantId: '99999999999' }],
    ['/api/restaurant/category', { restaurantId: '9999999999' }],
    ['/api/restaurant/restaurant-by-id', { restaurantId: '2147483648' }],
    ['/api/restaurant/category', { restaurantId: '1e3' }],
    ['/api/restaurant/category', { restaurantId: ' 1' }],
    ['/api/restaurant/category', { restaurantId: '<script>' }],
    ['/api/restaurant/category', { restaurantId: 'olive-linde', extra: 'maybe' }],
    ['/api/restaurant/category', { restaurantId: 'OLIVE', lang: 'xx' }],
    ['/api/restaurant/restaurant-by-slug', { slug: '' }],
    ['/api/restaurant/restaurant-by-slug', { slug: "'; drop table restaurants; --" }],
    ['/api/restaurant/restaurant-by-slug', { slug: 'olive\u0000linde' }],
    ['/api/restaurant/search-products', { restaurantId: 'OLIVE', name: 'cake\u0000' }],
    ['/api/restaurant/id', { slug: 'x'.repeat(300) }],
    ['/api/restaurant/search-products', { restaurantId: 'OLIVE', name: 'x'.repeat(101) }],
    ['/api/restaurant/product-packages', { restaurantId: 'OLIVE' }],
    ['/api/restaurant/product-packages', { restaurantId: 'OLIVE', productId: '9999999999' }],
    ['/api/restaurant/products', { restaurantId: 'OLIVE', categoryId: '9999999999' }],
    ['/api/restaurant/products', { restaurantId: 'OLIVE', categoryId: '0' }],
    ['/api/restaurant/category-attributes-items', { restaurantId: 'OLIVE', categoryId: '4294967296' }],
    ['/api/restaurant/pinned-products', { restaurantId: 'OLIVE', delivery_time: '2026-13-45 10:00' }],
    ['/api/restaurant/pinned-products', { restaurantId: 'OLIVE', delivery_time: '2026-02-30 10:00' }],
    ['/api/restaurant/pinned-products', { restaurantId: 'OLIVE', delivery_time: '2026-06-01 25:99' }],
    ['/api/restaurant/pinned-products', { restaurantId: 'OLIVE', delivery_time: 'tomorrow' }],
    ['/api/restaurant/most-selling', { restaurantId: 'OLIVE', limit: '51' }],
    ['/api/restaurant/products-happyHour-time', { restaurantId: 'OLIVE', pinned: '0' }],
    ['/api/media/abc', {}],
    ['/api/media/99999999999999', {}],
    ['/api/restaurant/does-not-exist', { restaurantId: 'OLIVE' }],
  ];

  it.each(oddQueries)('%s %j answers a 4xx envelope', async (url, query) => {
    const resolved = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [key, value === 'OLIVE' ? olive : value]),
    );
    const response = await get(url, resolved);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json<ErrorBody>();
    expect(body.message.type).toBe('error');
    expect(body.message.body).toMatch(/\S/);
    expect(body.message.body).not.toBe(body.message.code);
  });

  const legalButOdd: [string, Record<string, string | number>][] = [
    ['/api/restaurant/product/search', { restaurantId: 'OLIVE', query: '\\' }],
    ['/api/restaurant/search-products', { restaurantId: 'OLIVE', name: "'; select 1; --" }],
    ['/api/restaurant/most-selling', { restaurantId: 'OLIVE', limit: '0' }],
    ['/api/restaurant/pinned-products', { restaurantId: 'OLIVE', delivery_time: '2026-03-29 02:30' }],
    ['/api/restaurant/pinned-products', { restaurantId: 'OLIVE', delivery_time: '2028-02-29T23:59:59' }],
  ];

  it.each(legalButOdd)('%s %j answers without a server error', async (url, query) => {
    const resolved = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [key, value === 'OLIVE' ? olive : value]),
    );
    const response = await get(url, resolved);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it('repeated restaurantId keys are refused with 422', async () => {
    const token = await ctx.publicToken();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurant/category?restaurantId=${olive}&restaurantId=${olive + 1}`,
      headers: { authorization: `Bearer ${token}` },
    });
    seen.push(response);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toHaveProperty('restaurantId');
  });

  it('a malformed JSON body is a 4xx envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": ',
    });
    seen.push(response);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message.type).toBe('error');
  });

  it('no answer in this file was a 500 or carried a stack trace', () => {
    expect(seen.length).toBeGreaterThan(30);
    for (const response of seen) {
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.body, response.body).not.toMatch(stackLine);
      expect(response.body).not.toMatch(/"stack"/);
    }
  });
});
