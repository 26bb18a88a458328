import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

interface Body {
  data?: { paymentLink: string; orderId: number };
  message: { body: string };
  errors?: Record<string, string[]>;
}

let ctx: TestContext;
let token: string;
let sakura: number;
let olive: number;
let ramen: number;

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

async function basketWithRamen(restaurantId: number, productId: number, deliveryType: string) {
  const basketId = (await post('basket/create', { restaurantId, deliveryType })).json<{
    data: { id: string };
  }>().data.id;
  const added = await post('basket/add', { restaurantId, basketId, productId, quantity: 1 });
  expect(added.statusCode, `${productId} ${added.body}`).toBe(200);
  return basketId;
}

beforeAll(async () => {
  ctx = await createTestContext();
  sakura = ctx.demo.restaurants.find((r) => r.slug === 'sakura-ramen')!.id;
  olive = ctx.demo.restaurants.find((r) => r.slug === 'olive-linde')!.id;
  const products = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, sakura));
  // a ramen without required options, offered for eat-in and pickup (named: rows come in no set order)
  const shoyu = products.find((p) => p.name.en === 'Shoyu ramen')!;
  expect(shoyu.deliveryTypes).toEqual(expect.arrayContaining(['here', 'pickup']));
  ramen = shoyu.id;
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  // Tuesday 2026-11-24, 18:02 in Zurich: the counter is open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  token = await ctx.publicToken();
  return () => vi.useRealTimers();
});

describe('pay at the counter (pwc)', () => {
  it('places an eat-in basket with a later time as a pickup for now, with no contact asked', async () => {
    const basketId = await basketWithRamen(sakura, ramen, 'here');
    const later = await post('basket/add-delivery-time', {
      restaurantId: sakura,
      basketId,
      deliveryType: 'here',
      delivery_time: '2026-11-24 20:00',
    });
    expect(later.statusCode, later.body).toBe(200);
    const response = await post('order/create-order', { restaurantId: sakura, basketId, paymentType: 'pwc' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Body>();
    expect(body.data?.paymentLink).toContain(`/paymentstatus?orderId=${body.data?.orderId}`);
    const [order] = await ctx.deps.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, body.data!.orderId));
    expect(order).toMatchObject({
      deliveryType: 'pickup',
      deliveryTime: null,
      paymentType: 'pwc',
      restaurantId: sakura,
    });
  });

  it('still asks for the contact fields the restaurant requires', async () => {
    const [row] = await ctx.deps.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, sakura));
    const settings = row!.settings as Record<string, unknown>;
    const fields = settings.personal_information_fields as Record<string, unknown>;
    await ctx.deps.db
      .update(schema.restaurants)
      .set({ settings: { ...settings, personal_information_fields: { ...fields, name: 'required' } } })
      .where(eq(schema.restaurants.id, sakura));
    try {
      const basketId = await basketWithRamen(sakura, ramen, 'pickup');
      const response = await post('order/create-order', {
        restaurantId: sakura,
        basketId,
        paymentType: 'pwc',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<Body>().errors ?? {})).toEqual(['name']);
    } finally {
      await ctx.deps.db.update(schema.restaurants).set({ settings }).where(eq(schema.restaurants.id, sakura));
    }
  });

  it('is refused where the restaurant does not offer it', async () => {
    const [falafel] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.restaurantId, olive));
    const basketId = await basketWithRamen(olive, falafel!.id, 'pickup');
    const response = await post('order/create-order', { restaurantId: olive, basketId, paymentType: 'pwc' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<Body>().errors ?? {})).toEqual(['paymentType']);
  });
});
