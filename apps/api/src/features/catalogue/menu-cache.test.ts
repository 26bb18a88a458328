import { productListResponseSchema } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let restaurantId: number;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestContext({ MENU_CACHE_MS: '60000' });
  const [restaurant] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  restaurantId = restaurant!.id;
  const categories = await ctx.get('/api/restaurant/category', { restaurantId });
  categoryId = categories.json<{ data: { id: number }[] }>().data[0]!.id;
});
afterAll(() => ctx?.close());

describe('menu cache', () => {
  it('serves the same contract-valid answer again without asking the database', async () => {
    const first = await ctx.get('/api/restaurant/products', { restaurantId, categoryId });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(productListResponseSchema.safeParse(first.json()).success).toBe(true);
    const product = first.json<{ data: { id: number; price: number }[] }>().data[0]!;
    await ctx.deps.db
      .update(schema.products)
      .set({ price: product.price + 100 })
      .where(eq(schema.products.id, product.id));
    const second = await ctx.get('/api/restaurant/products', { restaurantId, categoryId });
    expect(second.body).toBe(first.body);
  });

  it("shows a restaurant's changes once its entries are invalidated, and keeps languages apart", async () => {
    ctx.deps.menuCache.invalidate(`${restaurantId}:`);
    const fresh = await ctx.get('/api/restaurant/products', { restaurantId, categoryId });
    const german = await ctx.get('/api/restaurant/products', { restaurantId, categoryId, lang: 'de' });
    expect(fresh.body).not.toBe(german.body);
    const [row] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.categoryId, categoryId))
      .limit(1);
    expect(
      fresh.json<{ data: { id: number; price: number }[] }>().data.find((p) => p.id === row!.id)?.price,
    ).toBe(row!.price);
  });

  it('does not keep errors: an unknown category stays a 404', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await ctx.get('/api/restaurant/products', { restaurantId, categoryId: 999_999 });
      expect(response.statusCode).toBe(404);
    }
  });
});
