import { schema } from '@tavola/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OrderAnswer, paymentTestKit } from './features/payment/payment-test-kit';
import { patchSettings, restaurantIdOf } from './test/demo-fixtures';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Issue 19: server messages of SPEC §8 that were in the catalogue but never sent, each where the
 * SPEC's situation arises ('payment failed' is in demo-payment.test.ts).
 */

let ctx: TestContext;
const kit = paymentTestKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
});
afterAll(() => ctx?.close());

interface Answer {
  data: unknown[];
  message?: { type: string; body: string; code: string };
}

describe("SPEC §8 'category has no products / attributes'", () => {
  const olive = () => restaurantIdOf(ctx, 'olive-linde');
  const newCategory = async (name: string) => {
    const [category] = await ctx.deps.db
      .insert(schema.categories)
      .values({ restaurantId: olive(), name: { en: name } })
      .returning();
    return category!.id;
  };
  const read = async (path: string, categoryId: number, lang = 'en') =>
    (await ctx.get(`/api/restaurant/${path}`, { restaurantId: olive(), categoryId, lang })).json<Answer>();

  it('an empty category says it has no products, in the asked language', async () => {
    const empty = await newCategory('Empty');
    const products = await read('products', empty);
    expect(products.data).toEqual([]);
    expect(products.message).toEqual({
      type: 'info',
      body: 'The category has no products.',
      code: 'category_no_products',
    });
    expect((await read('category-attributes-items', empty)).message?.code).toBe('category_no_products');
    const german = await read('products', empty, 'de');
    expect(german.message?.body).not.toBe('The category has no products.');
  });

  it('a category whose products offer no options says it has no attributes', async () => {
    const plain = await newCategory('Plain');
    await ctx.deps.db
      .insert(schema.products)
      .values({ restaurantId: olive(), categoryId: plain, name: { en: 'Bread' }, price: 300 });
    const products = await read('products', plain);
    expect(products.data).toHaveLength(1);
    expect(products.message).toBeUndefined();
    const attributes = await read('category-attributes-items', plain);
    expect(attributes.data).toEqual([]);
    expect(attributes.message?.code).toBe('category_no_attributes');
  });

  it('a category with options says nothing beside them', async () => {
    const categories = (await ctx.get('/api/restaurant/category', { restaurantId: olive() })).json<{
      data: { id: number }[];
    }>().data;
    const answers = await Promise.all(
      categories.map((category) => read('category-attributes-items', category.id)),
    );
    const withOptions = answers.filter((answer) => answer.data.length > 0);
    expect(withOptions.length).toBeGreaterThan(0);
    for (const answer of withOptions) expect(answer.message).toBeUndefined();
  });
});

describe("SPEC §8 'cannot choose cash or pay at end'", () => {
  beforeEach(async () => {
    await kit.atOpeningTime();
    return () => vi.useRealTimers();
  });

  it('cash or pay at end where the restaurant does not offer them', async () => {
    await patchSettings(ctx, kit.olive, { paymentMethods: ['demo'], demo_mode: true });
    try {
      for (const type of ['cash', 'payAtEnd']) {
        const { response } = await kit.order(type);
        expect(response.statusCode, type).toBe(422);
        const body = response.json<OrderAnswer & { errors: Record<string, string[]> }>();
        expect(body.message.code, type).toBe('cannot_choose_cash');
        expect(body.errors.paymentType).toEqual(['You cannot choose cash or pay at end.']);
      }
      // another type not offered keeps its own words
      const { response } = await kit.order('mollie');
      expect(response.json<OrderAnswer>().message.code).toBe('payment_type_unavailable');
    } finally {
      await patchSettings(ctx, kit.olive, { paymentMethods: ['cash', 'payAtEnd', 'demo', 'payFix'] });
    }
  });
});
