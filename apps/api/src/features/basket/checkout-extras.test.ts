import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

interface Body {
  data?: {
    totalPrice: number;
    totalWithDiscount: number;
    voucherValue: number;
    voucher_code: string | null;
    shipping_price: number;
    tip: number;
    postalCode: string | null;
  } & { shippingPrice?: number };
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}

let ctx: TestContext;
let token: string;
let olive: number;
let falafel: number;

const post = (url: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') =>
  ctx.app.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const basketWith = async (units: number) => {
  const basketId = (await post('basket/create', { restaurantId: olive, deliveryType: 'delivery' })).json<{
    data: { id: string };
  }>().data.id;
  if (units) await post('basket/add', { restaurantId: olive, basketId, productId: falafel, quantity: units });
  return basketId;
};

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.publicToken();
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

describe('vouchers', () => {
  it('accepts WELCOME10 over its minimum, case-insensitively, and discounts 10 %', async () => {
    const basketId = await basketWith(3);
    const response = await post('basket/add-voucher-to-basket', {
      restaurantId: olive,
      basketId,
      voucherCode: 'welcome10',
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json<Body>();
    expect(message.body).toBe('Code accepted');
    expect(data?.voucher_code).toBe('WELCOME10');
    expect(data?.voucherValue).toBe(Math.floor(data!.totalPrice / 10));
    expect(data?.totalWithDiscount).toBe(data!.totalPrice - data!.voucherValue);
  });
  it('refuses below the minimum order value, naming the amount', async () => {
    const response = await post('basket/add-voucher-to-basket', {
      restaurantId: olive,
      basketId: await basketWith(1),
      voucherCode: 'WELCOME10',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Body>().errors?.voucherCode).toEqual([
      'The voucher needs an order value of at least €15.00.',
    ]);
  });
  it('refuses an unknown code, an exhausted one and an expired one', async () => {
    const basketId = await basketWith(3);
    expect(
      (
        await post('basket/add-voucher-to-basket', { restaurantId: olive, basketId, voucherCode: 'NOPE' })
      ).json<Body>().errors?.voucherCode,
    ).toEqual(['The code is invalid or expired.']);
    await ctx.deps.db
      .update(schema.vouchers)
      .set({ usedCount: 100 })
      .where(eq(schema.vouchers.code, 'WELCOME10'));
    const used = await post('basket/add-voucher-to-basket', {
      restaurantId: olive,
      basketId,
      voucherCode: 'WELCOME10',
    });
    expect(used.json<Body>().errors?.voucherCode).toEqual(['The voucher usage limit has been reached.']);
    await ctx.deps.db
      .update(schema.vouchers)
      .set({ usedCount: 0, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.vouchers.code, 'WELCOME10'));
    const expired = await post('basket/add-voucher-to-basket', {
      restaurantId: olive,
      basketId,
      voucherCode: 'WELCOME10',
    });
    expect(expired.json<Body>().errors?.voucherCode).toEqual(['The code is invalid or expired.']);
    await ctx.deps.db
      .update(schema.vouchers)
      .set({ expiresAt: null })
      .where(eq(schema.vouchers.code, 'WELCOME10'));
  });
  it("removes the voucher with the answer 'removed'", async () => {
    const basketId = await basketWith(3);
    await post('basket/add-voucher-to-basket', { restaurantId: olive, basketId, voucherCode: 'WELCOME10' });
    const response = await ctx.get(
      '/api/basket/remove-voucher-from-basket',
      { restaurantId: olive, basketId },
      { authorization: `Bearer ${token}` },
    );
    expect(response.json<Body>().message.body).toBe('removed');
    expect(response.json<Body>().data?.voucherValue).toBe(0);
  });
});

describe('tips, address and shipping', () => {
  it('adds a tip to the total and removes it again', async () => {
    const basketId = await basketWith(1);
    const added = (
      await post('basket/add-tip', { restaurantId: olive, basketId, tip_price: 200 })
    ).json<Body>();
    expect(added.data?.tip).toBe(200);
    expect(added.data?.totalWithDiscount).toBe(added.data!.totalPrice + 200);
    expect((await post('basket/add-tip', { restaurantId: olive, basketId, tip_price: -5 })).statusCode).toBe(
      422,
    );
    const removed = (
      await post('basket/remove-tip-from-basket', { restaurantId: olive, basketId }, 'PUT')
    ).json<Body>();
    expect(removed.data?.tip).toBe(0);
  });
  it('saves the address and prices delivery to its postal code, free from the threshold', async () => {
    const basketId = await basketWith(1);
    const saved = await post('basket/add-address', {
      restaurantId: olive,
      basketId,
      userInfo: {
        name: 'Ada',
        email: 'ada@example.org',
        mobile: '030 1234567',
        address: 'Kastanienallee',
        house_number: '3',
        postalCode: '10435',
        city: 'Berlin',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Body>().data?.shipping_price).toBe(150);
    const many = (
      await post('basket/add', { restaurantId: olive, basketId, productId: falafel, quantity: 6 })
    ).json<Body>();
    expect(many.data?.totalPrice).toBeGreaterThanOrEqual(3000);
    expect(many.data?.shipping_price).toBe(0);
  });
  it('takes a hidden or optional field that comes blank, and a blank clears what was saved (issue 32)', async () => {
    const basketId = await basketWith(1);
    const first = await post('basket/add-address', {
      restaurantId: olive,
      basketId,
      userInfo: {
        name: 'Ada',
        email: 'ada@example.org',
        company: 'Analytical Engines',
        birth_date: '1990-12-10',
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    for (const blank of [null, '', '   ']) {
      const response = await post('basket/add-address', {
        restaurantId: olive,
        basketId,
        userInfo: { name: 'Ada', birth_date: blank, company: blank, mobile: blank, comment: blank },
      });
      expect(response.statusCode, `${JSON.stringify(blank)}: ${response.body}`).toBe(200);
    }
    const [row] = await ctx.deps.db
      .select({ contact: schema.baskets.contact })
      .from(schema.baskets)
      .where(eq(schema.baskets.id, basketId));
    // the blanks cleared birth date and company; the e-mail, left out, stays
    expect(row?.contact).toEqual({ name: 'Ada', email: 'ada@example.org' });
    // a value that is there must still be valid
    const wrong = await post('basket/add-address', {
      restaurantId: olive,
      basketId,
      userInfo: { birth_date: '1990-13-40' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json<Body>().errors ?? {})).toEqual(['userInfo.birth_date']);
  });
  it('refuses a malformed e-mail or phone number', async () => {
    const response = await post('basket/add-address', {
      restaurantId: olive,
      basketId: await basketWith(0),
      userInfo: { email: 'nope', mobile: 'call me' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<Body>().errors ?? {}).sort()).toEqual([
      'userInfo.email',
      'userInfo.mobile',
    ]);
  });
  it('answers shipping-price only with a postal code and a delivery type, and refuses codes outside the area', async () => {
    const ok = await ctx.get('/api/restaurant/shipping-price', {
      restaurantId: olive,
      deliveryType: 'delivery',
      postalCode: '10115',
    });
    expect(ok.json<Body>().data?.shippingPrice).toBe(350);
    expect(
      (await ctx.get('/api/restaurant/shipping-price', { restaurantId: olive, deliveryType: 'delivery' }))
        .statusCode,
    ).toBe(422);
    const outside = await ctx.get('/api/restaurant/shipping-price', {
      restaurantId: olive,
      deliveryType: 'delivery',
      postalCode: '80331',
    });
    // issue 33: the answer names where the restaurant delivers, in the guest's language
    expect(outside.json<Body>().message.body).toBe(
      'We do not deliver to 80331. We deliver to 10115, 10119, 10405, 10435, and 10437.',
    );
    const arabic = await ctx.get('/api/restaurant/shipping-price', {
      restaurantId: olive,
      deliveryType: 'delivery',
      postalCode: '80331',
      lang: 'ar',
    });
    expect(arabic.json<Body>().message.body).toBe(
      'لا نوصّل إلى 80331. نوصّل إلى 10115 و10119 و10405 و10435 و10437.',
    );
    const pickup = await ctx.get('/api/restaurant/shipping-price', {
      restaurantId: olive,
      deliveryType: 'pickup',
      postalCode: '80331',
    });
    expect(pickup.json<Body>().data?.shippingPrice).toBe(0);
  });
  it('checks an address against the delivery area', async () => {
    const basketId = await basketWith(0);
    const inside = await ctx.get(
      '/api/order/check-address',
      { restaurantId: olive, basketId, deliveryType: 'delivery', postalCode: '10435' },
      { authorization: `Bearer ${token}` },
    );
    expect(inside.json<Body>().message.body).toBe('We deliver to this address.');
    const outside = await ctx.get('/api/order/check-address', {
      restaurantId: olive,
      basketId,
      deliveryType: 'delivery',
      postalCode: '80331',
    });
    expect(outside.statusCode).toBe(422);
  });
});
