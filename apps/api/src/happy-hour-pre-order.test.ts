import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentTestKit } from './features/payment/payment-test-kit';
import { patchSettings } from './test/demo-fixtures';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Issue 19, SPEC §3 pre_order_for_happy_hour: with the setting on, a happy-hour product is
 * judged by the date chosen in its own date picker, by the menu, basket/add, add-delivery-time
 * and create-order alike. The falafel has one happy hour: Fridays 15:00–18:00 in 2026. The
 * clock: Tuesday 2026-11-24, 18:02 in Berlin (pickup open, no happy hour now).
 */

let ctx: TestContext;
const kit = paymentTestKit(() => ctx);
const friday = '2026-11-27';
const thursday = '2026-11-26';
beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
  await ctx.deps.db.insert(schema.happyHours).values({
    restaurantId: kit.olive,
    productId: kit.falafel,
    weekday: 5,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    startTime: '15:00',
    endTime: '18:00',
  });
});
afterAll(() => ctx?.close());
beforeEach(() => kit.atOpeningTime());
afterEach(async () => {
  vi.useRealTimers();
  await patchSettings(ctx, kit.olive, { pre_order_for_happy_hour: false });
});

interface Answer {
  message: { code?: string; body: string };
  errors?: Record<string, string[]>;
}
interface MenuProduct {
  id: number;
  available: boolean;
  additional_info_config: { name: boolean; date: boolean };
}

const falafelOnMenu = async () => {
  const [row] = await ctx.deps.db.select().from(schema.products).where(eq(schema.products.id, kit.falafel));
  const response = await kit.get('restaurant/products', {
    categoryId: row!.categoryId,
    deliveryType: 'pickup',
  });
  return response.json<{ data: MenuProduct[] }>().data.find((product) => product.id === kit.falafel)!;
};
const newBasket = async () =>
  (await kit.post('basket/create', { restaurantId: kit.olive, deliveryType: 'pickup' })).json<{
    data: { id: string };
  }>().data.id;
const add = (basketId: string, dates?: string[]) =>
  kit.post('basket/add', {
    restaurantId: kit.olive,
    basketId,
    productId: kit.falafel,
    quantity: dates?.length ?? 1,
    ...(dates ? { extraInfo: { itemDetails: dates.map((date) => ({ date })) } } : {}),
  });
const order = async (basketId: string) => {
  await kit.post('basket/add-address', {
    restaurantId: kit.olive,
    basketId,
    userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
  });
  return kit.post('order/create-order', { restaurantId: kit.olive, basketId, paymentType: 'cash' });
};

describe('pre_order_for_happy_hour off', () => {
  it('judges the falafel now (a Tuesday): not offered on the menu, refused by the basket', async () => {
    expect(await falafelOnMenu()).toMatchObject({
      available: false,
      additional_info_config: { date: false },
    });
    const refused = await add(await newBasket(), [friday]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Answer>().message.code).toBe('product_not_available_now');
  });
});

describe('pre_order_for_happy_hour on', () => {
  beforeEach(() => patchSettings(ctx, kit.olive, { pre_order_for_happy_hour: true }));

  it('the menu offers the falafel and asks for its date, as the basket then does', async () => {
    expect(await falafelOnMenu()).toMatchObject({ available: true, additional_info_config: { date: true } });
    const basketId = await newBasket();
    const undated = await add(basketId);
    expect(undated.statusCode).toBe(422);
    expect(undated.json<Answer>().errors).toEqual({ 'extraInfo.itemDetails.0.date': ['Date is required.'] });
  });

  it('takes only a day of the happy hour (Friday, not Thursday) and orders it on Tuesday', async () => {
    const basketId = await newBasket();
    const thursdayAnswer = await add(basketId, [thursday]);
    expect(thursdayAnswer.statusCode).toBe(422);
    expect(thursdayAnswer.json<Answer>().message.code).toBe('ticket_date_unavailable');
    expect((await add(basketId, [friday])).statusCode).toBe(200);
    const placed = await order(basketId);
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('a later delivery time on a day without the happy hour keeps the Friday falafel', async () => {
    const basketId = await newBasket();
    expect((await add(basketId, [friday])).statusCode).toBe(200);
    const timed = await kit.post('basket/add-delivery-time', {
      restaurantId: kit.olive,
      basketId,
      deliveryType: 'pickup',
      delivery_time: '2026-11-25 19:00',
    });
    expect(timed.statusCode, timed.body).toBe(200);
  });

  it('create-order judges by the setting as it is then: switched off, the Friday falafel is refused', async () => {
    const basketId = await newBasket();
    expect((await add(basketId, [friday])).statusCode).toBe(200);
    await patchSettings(ctx, kit.olive, { pre_order_for_happy_hour: false });
    const refused = await order(basketId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Answer>().message.code).toBe('product_not_available_date');
  });

  it('a date that has passed by ordering time is refused (Saturday after the Friday)', async () => {
    const basketId = await newBasket();
    expect((await add(basketId, [friday])).statusCode).toBe(200);
    await kit.post('basket/add-address', {
      restaurantId: kit.olive,
      basketId,
      userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
    });
    vi.setSystemTime(new Date('2026-11-28T11:00:00Z'));
    // days later the guest's token has run out; the refreshed one continues the guest (decision 007)
    const [basket] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
    const { token } = await ctx.deps.tokens.issuePublic(basket!.guestId!);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { authorization: `Bearer ${token}` },
      payload: { restaurantId: kit.olive, basketId, paymentType: 'cash' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Answer>().message.code).toBe('product_not_available_date');
  });
});
