import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../../test/demo-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 15: an order is never placed for a time or a total the guest did not see last. The
 * storefront sends the time and total it shows; a basket holding another is refused (409), and
 * a slot that filled since the guest chose it is refused with the next free time, never moved.
 */

let ctx: TestContext;
let token: string;
let olive: number;
let falafel: number;

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

async function pickupBasket(time: string | null) {
  const basketId = (await post('basket/create', { restaurantId: olive, deliveryType: 'pickup' })).json<{
    data: { id: string };
  }>().data.id;
  await post('basket/add', { restaurantId: olive, basketId, productId: falafel, quantity: 1 });
  await post('basket/add-address', {
    restaurantId: olive,
    basketId,
    userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
  });
  if (time)
    expect(
      (await post('basket/add-delivery-time', { restaurantId: olive, basketId, delivery_time: time }))
        .statusCode,
    ).toBe(200);
  return basketId;
}
const order = (basketId: string, deliveryTime?: string | null, total?: number) =>
  post('order/create-order', { restaurantId: olive, basketId, paymentType: 'cash', deliveryTime, total });
const ordersOf = (basketId: string) =>
  ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.basketId, basketId));

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = row!.id;
  const products = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive));
  falafel = products.find((p) => p.name.en === 'Falafel (5 pieces)')!.id;
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  // Tuesday 2026-11-24, 18:02 in Berlin: pickup is open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  token = await ctx.publicToken();
  return () => vi.useRealTimers();
});

describe('create-order and the time and total the guest saw', () => {
  it('places the order for the time shown, the same written as ISO or with a space', async () => {
    const basketId = await pickupBasket('2026-11-24 19:30');
    const response = await order(basketId, '2026-11-24T19:30');
    expect(response.statusCode, response.body).toBe(200);
    const [placed] = await ordersOf(basketId);
    expect(placed!.deliveryTime?.toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });

  it('refuses with 409 when the basket holds another time than the one shown, and takes nothing', async () => {
    const basketId = await pickupBasket('2026-11-24 19:30');
    const response = await order(basketId, '2026-11-24 19:45');
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().message).toEqual({
      type: 'error',
      body: 'The delivery time of your basket is no longer the one shown. Please check the time and place the order again.',
      code: 'delivery_time_changed',
    });
    expect(await ordersOf(basketId)).toEqual([]);
  });

  it('refuses an order the guest saw for as soon as possible when the basket holds a time, and the reverse', async () => {
    const timed = await pickupBasket('2026-11-24 19:30');
    expect((await order(timed, null)).statusCode).toBe(409);
    const asap = await pickupBasket(null);
    expect((await order(asap, '2026-11-24 19:30')).statusCode).toBe(409);
    expect((await order(asap, null)).statusCode).toBe(200);
  });

  it('refuses a slot that filled since it was chosen with the next free time, and takes nothing', async () => {
    const basketId = await pickupBasket('2026-11-24 20:30');
    const full = new Date('2026-11-24T19:30:00Z');
    await ctx.deps.db.insert(schema.slotUsage).values({ restaurantId: olive, slotStart: full, used: 6 });
    try {
      const response = await order(basketId, '2026-11-24 20:30');
      expect(response.statusCode).toBe(422);
      const body = response.json<ErrorBody>();
      expect(body.message.body).toBe('20:30 is fully booked. The next free time is 20:45.');
      expect(body.errors?.validTime).toEqual(['2026-11-24 20:45']);
      expect(await ordersOf(basketId)).toEqual([]);
      const [basket] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
      expect(basket!.deliveryTime?.toISOString()).toBe('2026-11-24T19:30:00.000Z');
    } finally {
      await ctx.deps.db
        .delete(schema.slotUsage)
        .where(and(eq(schema.slotUsage.restaurantId, olive), eq(schema.slotUsage.slotStart, full)));
    }
  });

  it('refuses with 409 a total the guest did not see, naming the total now, and takes nothing', async () => {
    const basketId = await pickupBasket('2026-11-24 19:30');
    const [falafelRow] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, falafel));
    const total = falafelRow!.price;
    // e.g. the price changed after the checkout was opened at one cent less
    const response = await order(basketId, '2026-11-24 19:30', total - 1);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().message).toMatchObject({
      code: 'order_total_changed',
      body: `The total of your order is now €${(total / 100).toFixed(2)}. Please check it and place the order again.`,
    });
    expect(await ordersOf(basketId)).toEqual([]);
    expect((await order(basketId, '2026-11-24 19:30', total)).statusCode).toBe(200);
  });
});
