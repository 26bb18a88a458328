import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/** SPEC §7 add-delivery-time with the rules of SPEC §5, in the restaurant's zone (Europe/Berlin). */

interface Body {
  data?: { deliveryTime: string | null; products: { id: number }[] };
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}

let ctx: TestContext;
let token: string;
let olive: number;
let hummus: number;
let coffeeAndCake: number;

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const productId = async (name: string) => {
  const rows = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive));
  return rows.find((row) => row.name.en === name)!.id;
};
const newBasket = async () =>
  (await post('basket/create', { restaurantId: olive, deliveryType: 'delivery' })).json<{
    data: { id: string };
  }>().data.id;
const setTime = (basketId: string, delivery_time: string | null) =>
  post('basket/add-delivery-time', { restaurantId: olive, basketId, delivery_time });

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.publicToken();
  const [row] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = row!.id;
  hummus = await productId('Hummus');
  coffeeAndCake = await productId('Coffee & cake');
});
afterAll(() => ctx?.close());

beforeEach(() => {
  // Tuesday 2026-11-24, 12:01 in Berlin (UTC+1); only Date is faked, timers run normally
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T11:01:00Z'));
});
beforeEach(async () => {
  token = await ctx.publicToken();
});
afterEach(() => vi.useRealTimers());

describe('POST /api/basket/add-delivery-time', () => {
  it('saves a valid evening time and shows it in the restaurant zone', async () => {
    const basketId = await newBasket();
    const response = await setTime(basketId, '2026-11-24 18:30');
    expect(response.statusCode).toBe(200);
    expect(response.json<Body>().data?.deliveryTime).toBe('2026-11-24 18:30');
    const [row] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
    expect(row!.deliveryTime?.toISOString()).toBe('2026-11-24T17:30:00.000Z');
  });

  it('clears the time with null', async () => {
    const basketId = await newBasket();
    await setTime(basketId, '2026-11-24 18:30');
    const response = await setTime(basketId, null);
    expect(response.statusCode).toBe(200);
    expect(response.json<Body>().data?.deliveryTime).toBeNull();
  });

  it('refuses the gap of the split shift and proposes the next valid time', async () => {
    const response = await setTime(await newBasket(), '2026-11-24 15:30');
    expect(response.statusCode).toBe(422);
    const body = response.json<Body>();
    expect(body.errors?.delivery_time).toEqual(['The restaurant is not open at the desired time.']);
    expect(body.errors?.validTime).toEqual(['2026-11-24 17:00']);
  });

  it('refuses a time in the past, before the preparation is done, off the quarter hour, or too far ahead', async () => {
    const basketId = await newBasket();
    const past = (await setTime(basketId, '2026-11-24 11:30')).json<Body>();
    expect(past.errors?.delivery_time).toEqual(['The order time is in the past.']);
    expect(past.errors?.validTime).toEqual(['2026-11-24 13:00']);
    const early = (await setTime(basketId, '2026-11-24 12:30')).json<Body>();
    expect(early.errors?.validTime).toEqual(['2026-11-24 13:00']);
    const odd = await setTime(basketId, '2026-11-24 18:10');
    expect(odd.statusCode).toBe(422);
    expect(odd.json<Body>().message.code).toBe('delivery_time_not_quarter');
    const far = await setTime(basketId, '2026-12-05 12:00');
    expect(far.json<Body>().message.code).toBe('delivery_time_too_far');
  });

  it('refuses a closed Monday', async () => {
    const response = await setTime(await newBasket(), '2026-11-30 12:00');
    expect(response.json<Body>().errors?.validTime).toEqual(['2026-12-01 11:30']);
  });

  it('names a basket product that is not available at the chosen time', async () => {
    vi.setSystemTime(new Date('2026-11-24T15:30:00Z')); // 16:30 in Berlin: coffee & cake is served
    token = await ctx.publicToken();
    const basketId = await newBasket();
    expect(
      (await post('basket/add', { restaurantId: olive, basketId, productId: coffeeAndCake, quantity: 1 }))
        .statusCode,
    ).toBe(200);
    const response = await setTime(basketId, '2026-11-24 19:00');
    expect(response.statusCode).toBe(422);
    const body = response.json<Body>();
    expect(body.errors?.name).toEqual(['Coffee & cake is not available at the chosen date.']);
  });

  it('answers order_limit_reached with the next slot that has room when a slot is full', async () => {
    const basketId = await newBasket();
    await post('basket/add', { restaurantId: olive, basketId, productId: hummus, quantity: 1 });
    const slot = new Date('2026-11-24T17:30:00Z');
    await ctx.deps.db.insert(schema.slotUsage).values({ restaurantId: olive, slotStart: slot, used: 6 });
    try {
      const response = await setTime(basketId, '2026-11-24 18:30');
      expect(response.statusCode).toBe(422);
      const body = response.json<Body>();
      expect(body.message.code).toBe('order_limit_reached');
      expect(body.errors?.validTime).toEqual(['2026-11-24 18:45']);
      // issue 15: why, in words, with the times spelt for the language
      expect(body.message.body).toBe('18:30 is fully booked. The next free time is 18:45.');
      const german = await ctx.app.inject({
        method: 'POST',
        url: '/api/basket/add-delivery-time',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
        payload: { restaurantId: olive, basketId, delivery_time: '2026-11-24 18:30' },
      });
      expect(german.json<Body>().message.body).toBe(
        '18:30 ist ausgebucht. Die nächste freie Zeit ist 18:45.',
      );
      // the basket keeps the time it had: nothing is moved behind the guest's back
      const [row] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
      expect(row!.deliveryTime).toBeNull();
    } finally {
      await ctx.deps.db
        .delete(schema.slotUsage)
        .where(and(eq(schema.slotUsage.restaurantId, olive), eq(schema.slotUsage.slotStart, slot)));
    }
  });

  it('names the date of the next free time when it is on another day', async () => {
    const basketId = await newBasket();
    // every evening slot of Tuesday from 21:30 on is full
    const slots = ['2026-11-24T20:30:00Z', '2026-11-24T20:45:00Z'].map((iso) => new Date(iso));
    await ctx.deps.db
      .insert(schema.slotUsage)
      .values(slots.map((slotStart) => ({ restaurantId: olive, slotStart, used: 6 })));
    try {
      const body = (await setTime(basketId, '2026-11-24 21:30')).json<Body>();
      expect(body.errors?.validTime).toEqual(['2026-11-25 11:30']);
      expect(body.message.body).toBe('21:30 is fully booked. The next free time is Wed 25 Nov, 11:30.');
    } finally {
      for (const slotStart of slots)
        await ctx.deps.db
          .delete(schema.slotUsage)
          .where(and(eq(schema.slotUsage.restaurantId, olive), eq(schema.slotUsage.slotStart, slotStart)));
    }
  });

  it('refuses as soon as possible while the restaurant is closed, proposing the next open time', async () => {
    const basketId = await newBasket();
    await setTime(basketId, '2026-11-24 19:00');
    vi.setSystemTime(new Date('2026-11-24T14:30:00Z')); // 15:30 Berlin, between the shifts
    const response = await setTime(basketId, null);
    expect(response.statusCode).toBe(422);
    const body = response.json<Body>();
    expect(body.errors?.delivery_time).toEqual(['The restaurant is not open at the desired time.']);
    expect(body.errors?.validTime).toEqual(['2026-11-24 17:00']);
    const [row] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
    expect(row!.deliveryTime?.toISOString()).toBe('2026-11-24T18:00:00.000Z');
  });

  it('answers in German with Accept-Language: de', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/basket/add-delivery-time',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
      payload: { restaurantId: olive, basketId: await newBasket(), delivery_time: '2026-11-24 15:30' },
    });
    expect(response.json<Body>().errors?.delivery_time).toEqual([
      'Das Restaurant hat zur gewünschten Zeit nicht geöffnet.',
    ]);
  });

  it('refuses an impossible date as a 422 field error', async () => {
    const response = await setTime(await newBasket(), '2026-02-30 12:00');
    expect(response.statusCode).toBe(422);
    expect(response.json<Body>().errors).toHaveProperty('delivery_time');
  });
});
