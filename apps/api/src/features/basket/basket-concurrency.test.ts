import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Concurrent basket changes on a real PostgreSQL server (PGlite runs one statement at a time,
 * so races cannot happen there). Every change holds the basket's row lock: adds to one basket
 * are serialised and cannot overshoot the stock. Baskets of different guests do not take stock
 * (that happens when an order is placed, issue 4), so they never wait for each other.
 */

interface ErrorBody {
  message: { body: string };
  errors?: Record<string, string[]>;
}

describe.skipIf(process.env.TEST_DRIVER !== 'postgres')('concurrent basket/add on PostgreSQL', () => {
  let ctx: TestContext;
  let olive: number;
  let truffle: { id: number; stock: number | null };
  let classicBase: number;

  const post = (url: string, payload: Record<string, unknown>, bearer: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${bearer}` },
      payload,
    });
  async function newBasket(bearer: string): Promise<string> {
    const response = await post('basket/create', { restaurantId: olive }, bearer);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { id: string } }>().data.id;
  }
  const addTruffle = (basketId: string, quantity: number, bearer: string) =>
    post(
      'basket/add',
      { restaurantId: olive, basketId, productId: truffle.id, quantity, attributeItems: [classicBase] },
      bearer,
    );
  async function unitsInBasket(basketId: string): Promise<number> {
    const [row] = await ctx.deps.db
      .select({ units: sql<number>`coalesce(sum(${schema.basketProducts.quantity}), 0)::int` })
      .from(schema.basketProducts)
      .where(eq(schema.basketProducts.basketId, basketId));
    return row!.units;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
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
    const pivots = await ctx.deps.db
      .select({ id: schema.productAttributeItems.id, name: schema.attributeItems.name })
      .from(schema.productAttributeItems)
      .innerJoin(
        schema.attributeItems,
        eq(schema.attributeItems.id, schema.productAttributeItems.attributeItemId),
      )
      .where(eq(schema.productAttributeItems.productId, truffle.id));
    classicBase = pivots.find((pivot) => pivot.name.en === 'Classic')!.id;
  });
  afterAll(() => ctx?.close());

  it('20 adds of one unit to ONE basket at once: exactly the 5 in stock get in, the rest are refused', async () => {
    expect(truffle.stock).toBe(5);
    const guest = await ctx.publicToken();
    const basketId = await newBasket(guest);
    const responses = await Promise.all(Array.from({ length: 20 }, () => addTruffle(basketId, 1, guest)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(15);
    for (const response of responses.filter((entry) => entry.statusCode === 422)) {
      expect(response.json<ErrorBody>().errors?.inStock).toEqual(['Out of stock']);
    }
    // identical adds merged into one line of 5, never two racing inserts
    const lines = await ctx.deps.db
      .select()
      .from(schema.basketProducts)
      .where(eq(schema.basketProducts.basketId, basketId));
    expect(lines.map((line) => line.quantity)).toEqual([5]);
    const quantities = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<{ data: BasketDto }>().data.products[0]!.quantity)
      .sort();
    expect(quantities).toEqual([1, 2, 3, 4, 5]);
  });

  it('mixed quantities at once to one basket never end above the stock', async () => {
    const guest = await ctx.publicToken();
    const basketId = await newBasket(guest);
    const wanted = [2, 3, 1, 2, 4, 1, 3, 2];
    const responses = await Promise.all(wanted.map((quantity) => addTruffle(basketId, quantity, guest)));
    const accepted = wanted.filter((_, index) => responses[index]!.statusCode === 200);
    expect(responses.every((response) => [200, 422].includes(response.statusCode))).toBe(true);
    const units = await unitsInBasket(basketId);
    expect(units).toBe(accepted.reduce((sum, quantity) => sum + quantity, 0));
    expect(units).toBeLessThanOrEqual(5);
    expect(units).toBeGreaterThan(0);
  });

  it('50 guests each adding the last 5 units at once all succeed at basket level, without deadlock', async () => {
    const guests = await Promise.all(Array.from({ length: 50 }, () => ctx.publicToken()));
    const baskets = await Promise.all(guests.map((guest) => newBasket(guest)));
    const started = Date.now();
    const responses = await Promise.all(
      baskets.map((basketId, index) => addTruffle(basketId, 5, guests[index]!)),
    );
    const failed = responses
      .filter((response) => response.statusCode !== 200)
      .map((response) => response.body);
    expect(failed).toEqual([]);
    expect(Date.now() - started).toBeLessThan(20_000);
    for (const response of responses) {
      expect(response.json<{ data: BasketDto }>().data.products[0]).toMatchObject({ quantity: 5, stock: 0 });
    }
    const lines = await ctx.deps.db
      .select()
      .from(schema.basketProducts)
      .where(inArray(schema.basketProducts.basketId, baskets));
    expect(lines).toHaveLength(50);
    expect(lines.every((line) => line.quantity <= 5)).toBe(true);
    // a basket holds no stock: the product's stock is untouched until an order takes it
    const [row] = await ctx.deps.db.select().from(schema.products).where(eq(schema.products.id, truffle.id));
    expect(row!.stock).toBe(5);
    // and each of those baskets still refuses a sixth unit
    const sixth = await Promise.all(
      baskets.slice(0, 10).map((basketId, index) => addTruffle(basketId, 1, guests[index]!)),
    );
    expect(sixth.map((response) => response.statusCode)).toEqual(Array(10).fill(422));
  }, 60_000);

  it('concurrent removes and adds on one basket keep the line consistent', async () => {
    const guest = await ctx.publicToken();
    const basketId = await newBasket(guest);
    const first = await addTruffle(basketId, 3, guest);
    const lineId = first.json<{ data: BasketDto }>().data.products[0]!.basketProductId;
    const remove = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/basket/remove?restaurantId=${olive}&basketId=${basketId}&basketProductId=${lineId}`,
        headers: { authorization: `Bearer ${guest}` },
      });
    const responses = await Promise.all([
      remove(),
      addTruffle(basketId, 2, guest),
      remove(),
      addTruffle(basketId, 1, guest),
    ]);
    expect(responses.every((response) => [200, 404, 422].includes(response.statusCode))).toBe(true);
    const units = await unitsInBasket(basketId);
    expect(units).toBeLessThanOrEqual(5);
    expect(units).toBeGreaterThanOrEqual(0);
  });
});
