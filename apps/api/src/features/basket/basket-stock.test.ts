import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * SPEC §4 Stock on basket/add: remaining = stock − what this basket holds, never below 0; null is
 * unlimited. Refusals are 422 under `inStock` ('Out of stock' / 'only N items in stock', SPEC §8).
 * Stock is taken at order time (issue 4), so another basket's contents do not count here.
 */

interface ErrorBody {
  message: { type: string; body: string; code?: string };
  errors?: Record<string, string[]>;
}
type ProductRow = typeof schema.products.$inferSelect;

let ctx: TestContext;
let token: string;
let olive: number;
let truffle: ProductRow;
let shakshuka: ProductRow;
/** the truffle pizza's base options (one is required) by English name */
let bases: Map<string, number>;

const post = (url: string, payload: Record<string, unknown>, bearer = token) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${bearer}` },
    payload,
  });
function ok(response: LightMyRequestResponse): BasketDto {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BasketDto }>().data;
}
function outOfStock(response: LightMyRequestResponse): string[] | undefined {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<ErrorBody>();
  expect(body.message.body).toBe(body.errors?.inStock?.[0]);
  return body.errors?.inStock;
}
async function newBasket(bearer = token): Promise<string> {
  const response = await post('basket/create', { restaurantId: olive }, bearer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}
const addTruffle = (basketId: string, quantity: number, base = 'Classic', bearer = token) =>
  post(
    'basket/add',
    { restaurantId: olive, basketId, productId: truffle.id, quantity, attributeItems: [bases.get(base)] },
    bearer,
  );
const readBasket = async (basketId: string) =>
  ok(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/basket?restaurantId=${olive}&basketId=${basketId}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  );
const unitsOf = (basket: BasketDto, productId: number) =>
  basket.products
    .filter((line) => line.RestaurantProductId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);
async function setStock(row: ProductRow, stock: number | null) {
  await ctx.deps.db.update(schema.products).set({ stock }).where(eq(schema.products.id, row.id));
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.publicToken();
  const [restaurant] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = restaurant!.id;
  const products = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive));
  truffle = products.find((row) => row.stock === 5)!;
  shakshuka = products.find((row) => row.stock === 0)!;
  const pivots = await ctx.deps.db
    .select({ id: schema.productAttributeItems.id, name: schema.attributeItems.name })
    .from(schema.productAttributeItems)
    .innerJoin(
      schema.attributeItems,
      eq(schema.attributeItems.id, schema.productAttributeItems.attributeItemId),
    )
    .where(eq(schema.productAttributeItems.productId, truffle.id));
  bases = new Map(pivots.map((pivot) => [pivot.name.en ?? '', pivot.id]));
});
afterAll(() => ctx?.close());

describe('stock on basket/add', () => {
  it('the demo menu has a product with stock 5 and one with stock 0', () => {
    expect(truffle?.name.en).toBe('Truffle pizza');
    expect(shakshuka?.name.en).toBe('Shakshuka');
    expect(bases.has('Classic') && bases.has('Wholegrain')).toBe(true);
  });

  it("takes the last of the stock and refuses one more: 'Out of stock'", async () => {
    const basketId = await newBasket();
    const five = ok(await addTruffle(basketId, 5));
    expect(five.products[0]).toMatchObject({ quantity: 5, stock: 0 });
    expect(outOfStock(await addTruffle(basketId, 1))).toEqual(['Out of stock']);
    expect(unitsOf(await readBasket(basketId), truffle.id)).toBe(5);
  });

  it("refuses more than remains: 'only 2 items in stock', counted across lines with other options", async () => {
    const basketId = await newBasket();
    const three = ok(await addTruffle(basketId, 3));
    expect(three.products[0]!.stock).toBe(2);
    expect(outOfStock(await addTruffle(basketId, 3))).toEqual(['only 2 items in stock']);
    expect(outOfStock(await addTruffle(basketId, 3, 'Wholegrain'))).toEqual(['only 2 items in stock']);
    const one = ok(await addTruffle(basketId, 1, 'Wholegrain'));
    expect(one.products.map((line) => line.stock)).toEqual([1, 1]);
    expect(outOfStock(await addTruffle(basketId, 2))).toEqual(['only 1 item in stock']);
    expect(unitsOf(await readBasket(basketId), truffle.id)).toBe(4);
  });

  it('refuses more units on a line by basketProductId beyond the stock', async () => {
    const basketId = await newBasket();
    const line = ok(await addTruffle(basketId, 4)).products[0]!;
    const plus = (quantity: number) =>
      post('basket/add', {
        restaurantId: olive,
        basketId,
        productId: truffle.id,
        basketProductId: line.basketProductId,
        quantity,
      });
    expect(outOfStock(await plus(2))).toEqual(['only 1 item in stock']);
    expect(ok(await plus(1)).products[0]).toMatchObject({ quantity: 5, stock: 0 });
    expect(outOfStock(await plus(1))).toEqual(['Out of stock']);
  });

  it("refuses the stock-0 product: 'Out of stock'", async () => {
    const basketId = await newBasket();
    expect(
      outOfStock(await post('basket/add', { restaurantId: olive, basketId, productId: shakshuka.id })),
    ).toEqual(['Out of stock']);
    expect((await readBasket(basketId)).products).toEqual([]);
  });

  it('never shows a negative remaining stock when the stock drops below what the basket holds', async () => {
    const basketId = await newBasket();
    ok(await addTruffle(basketId, 4));
    await setStock(truffle, 1);
    try {
      expect((await readBasket(basketId)).products[0]).toMatchObject({ quantity: 4, stock: 0 });
      expect(outOfStock(await addTruffle(basketId, 1))).toEqual(['Out of stock']);
    } finally {
      await setStock(truffle, truffle.stock);
    }
    expect((await readBasket(basketId)).products[0]!.stock).toBe(1);
  });

  it('shows null for unlimited stock', async () => {
    const [tea] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.restaurantId, olive))
      .then((rows) => rows.filter((row) => row.name.en === 'Fresh mint tea'));
    const basket = ok(
      await post('basket/add', {
        restaurantId: olive,
        basketId: await newBasket(),
        productId: tea!.id,
        // the most one line may hold (issue 14 caps it at 99)
        quantity: 99,
      }),
    );
    expect(basket.products[0]).toMatchObject({ quantity: 99, stock: null });
  });

  it("another guest's basket does not count: stock is taken when an order is placed", async () => {
    const first = await newBasket();
    ok(await addTruffle(first, 5));
    const other = await ctx.publicToken();
    const second = await newBasket(other);
    const basket = ok(await addTruffle(second, 5, 'Classic', other));
    expect(basket.products[0]).toMatchObject({ quantity: 5, stock: 0 });
    const [row] = await ctx.deps.db.select().from(schema.products).where(eq(schema.products.id, truffle.id));
    expect(row!.stock).toBe(5);
  });
});
