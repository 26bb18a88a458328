import type { ProductDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Images are public (an <img> sends no bearer token) and immutable per id. */

let ctx: TestContext;
let olive: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.deps.db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = row!.id;
});
afterAll(() => ctx?.close());

async function aProductImageUrl(): Promise<string> {
  const response = await ctx.get('/api/restaurant/pinned-products', { restaurantId: olive });
  expect(response.statusCode).toBe(200);
  const image = response.json<{ data: ProductDto[] }>().data.find((product) => product.image)?.image;
  expect(image).toMatch(/^\/api\/media\/\d+$/);
  return image!;
}

describe('GET /api/media/:id', () => {
  it('serves a product image as image/svg+xml with an immutable cache header, without a token', async () => {
    const url = await aProductImageUrl();
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    expect(response.body).toMatch(/<svg[\s>]/);
  });

  it('sends the stored bytes unchanged', async () => {
    const url = await aProductImageUrl();
    const id = Number(url.split('/').pop());
    const [stored] = await ctx.deps.db
      .select({ body: schema.media.body })
      .from(schema.media)
      .where(eq(schema.media.id, id));
    const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(Buffer.compare(response.rawPayload, Buffer.from(stored!.body!))).toBe(0);
  });

  it('keeps a served SVG from running scripts (CSP, nosniff)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: await aProductImageUrl() });
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown id with a 404 JSON envelope', async () => {
    const [highest] = await ctx.deps.db.select({ id: max(schema.media.id) }).from(schema.media);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/media/${(highest?.id ?? 0) + 1000}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ message: { type: 'error', body: 'Not found.' } });
    expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });

  it('answers a non-numeric id with 422, not 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/media/logo.svg' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('id');
  });
});
