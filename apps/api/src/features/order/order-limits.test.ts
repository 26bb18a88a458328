import { schema } from '@tavola/db';
import { maxOrderAmount } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ErrorBody, restaurantIdOf } from '../../test/demo-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 14 defect 1 at the order: the caps are the final guard of create-order (and is-valid),
 * so a basket over them is a 422 on a field, never the 500 of an integer overflow; the largest
 * basket they allow orders fine (decision 016); a reorder keeps them too.
 */

type ProductRow = typeof schema.products.$inferSelect;

let ctx: TestContext;
let token: string;
let olive: number;
let falafel: ProductRow;
let hummus: ProductRow;

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
function refused(response: LightMyRequestResponse): ErrorBody {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<ErrorBody>();
}
const setPrice = (product: ProductRow, price: number) =>
  ctx.deps.db.update(schema.products).set({ price }).where(eq(schema.products.id, product.id));
const contact = { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' };

/** A pickup basket with the required contact, its lines added as the storefront would. */
async function basketWith(lines: { product: ProductRow; quantity: number }[]): Promise<string> {
  const created = await post('basket/create', { restaurantId: olive, deliveryType: 'pickup' });
  const basketId = created.json<{ data: { id: string } }>().data.id;
  for (const [index, line] of lines.entries()) {
    const added = await post('basket/add', {
      restaurantId: olive,
      basketId,
      productId: line.product.id,
      quantity: line.quantity,
      extraInfo: { comment: `line ${index}` },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  await post('basket/add-address', { restaurantId: olive, basketId, userInfo: contact });
  return basketId;
}
const createOrder = (basketId: string) =>
  post('order/create-order', { restaurantId: olive, basketId, paymentType: 'cash' });

/** 999 units (the per-basket cap): ten lines of 99, one of 8 and one `last` unit priced on its own. */
const fullBasket = (unit: ProductRow, last: ProductRow) => [
  ...Array.from({ length: 10 }, () => ({ product: unit, quantity: 99 })),
  { product: unit, quantity: 8 },
  { product: last, quantity: 1 },
];

beforeAll(async () => {
  ctx = await createTestContext();
  olive = restaurantIdOf(ctx, 'olive-linde');
  const products = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive));
  falafel = products.find((p) => p.name.en === 'Falafel (5 pieces)')!;
  hummus = products.find((p) => p.name.en === 'Hummus')!;
  await ctx.deps.db
    .update(schema.products)
    .set({ stock: null })
    .where(eq(schema.products.restaurantId, olive));
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  // Tuesday 2026-11-24, 18:02 in Berlin: pickup is open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  token = await ctx.publicToken();
  return async () => {
    vi.useRealTimers();
    await setPrice(falafel, falafel.price);
    await setPrice(hummus, hummus.price);
  };
});

describe('the largest basket the caps allow', () => {
  it('999 units coming to exactly 1,000,000.00 order fine and are stored as they are', async () => {
    // 998 × 1,001.00 + 1 × 1,002.00 = 1,000,000.00
    await setPrice(falafel, 100_100);
    await setPrice(hummus, 100_200);
    const basketId = await basketWith(fullBasket(falafel, hummus));
    const response = await createOrder(basketId);
    expect(response.statusCode, response.body).toBe(200);
    const orderId = response.json<{ data: { orderId: number } }>().data.orderId;
    const [order] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ subtotal: maxOrderAmount, total: maxOrderAmount });
  });

  it('one cent more (a tip) is a 422 on totalPrice at create-order, and nothing is written', async () => {
    await setPrice(falafel, 100_100);
    await setPrice(hummus, 100_200);
    const basketId = await basketWith(fullBasket(falafel, hummus));
    const tipped = await post('basket/add-tip', { restaurantId: olive, basketId, tip_price: 1 });
    expect(tipped.statusCode, tipped.body).toBe(200);
    const before = await ctx.deps.db.select().from(schema.orders);
    const body = refused(await createOrder(basketId));
    expect(body.errors).toEqual({ totalPrice: ['An order may come to at most €1,000,000.00.'] });
    expect(await ctx.deps.db.select().from(schema.orders)).toHaveLength(before.length);
  });
});

describe('a basket over the caps from before them (issue 14 probe)', () => {
  it('938,061 units of one line: create-order and is-valid answer 422 on quantity, not 500', async () => {
    await setPrice(falafel, 2290);
    const basketId = await basketWith([{ product: falafel, quantity: 1 }]);
    await ctx.deps.db
      .update(schema.basketProducts)
      .set({ quantity: 938_061 })
      .where(eq(schema.basketProducts.basketId, basketId));
    const body = refused(await createOrder(basketId));
    expect(body.errors).toEqual({ quantity: ['At most 99 of one item per order.'] });
    const valid = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/is-valid?restaurantId=${olive}&basketId=${basketId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused(valid).errors?.quantity).toEqual(['At most 99 of one item per order.']);
  });

  it('a price raised past the cap after the basket was filled: 422 on totalPrice', async () => {
    const basketId = await basketWith([{ product: falafel, quantity: 99 }]);
    await setPrice(falafel, 21_691_755); // 99 × that > 2,147,483,647
    const body = refused(await createOrder(basketId));
    expect(body.errors).toEqual({ totalPrice: ['An order may come to at most €1,000,000.00.'] });
  });
});

describe('POST /api/order/create-basket (reorder)', () => {
  it('refuses to fill a basket past the caps from an order placed before them', async () => {
    const placed = await createOrder(await basketWith([{ product: falafel, quantity: 2 }]));
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ data: { orderId: number } }>().data.orderId;
    const reordered = await post('order/create-basket', { restaurantId: olive, orderId });
    expect(reordered.statusCode, reordered.body).toBe(200);
    await ctx.deps.db
      .update(schema.orderProducts)
      .set({ quantity: 150 })
      .where(eq(schema.orderProducts.orderId, orderId));
    const baskets = (await ctx.deps.db.select().from(schema.baskets)).length;
    const body = refused(await post('order/create-basket', { restaurantId: olive, orderId }));
    expect(body.errors).toEqual({ quantity: ['At most 99 of one item per order.'] });
    expect(await ctx.deps.db.select().from(schema.baskets)).toHaveLength(baskets);
  });
});
