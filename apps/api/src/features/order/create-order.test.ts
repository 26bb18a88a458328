import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

interface Body {
  data?: { paymentLink: string; orderId: number; token: string };
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}

let ctx: TestContext;
let token: string;
let olive: number;
let falafel: number;

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
const contact = { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' };

/** A pickup basket with `units` falafel and the contact the restaurant requires. */
async function readyBasket(units = 2, deliveryType = 'pickup') {
  const basketId = (await post('basket/create', { restaurantId: olive, deliveryType })).json<{
    data: { id: string };
  }>().data.id;
  await post('basket/add', { restaurantId: olive, basketId, productId: falafel, quantity: units });
  await post('basket/add-address', { restaurantId: olive, basketId, userInfo: contact });
  return basketId;
}

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

describe('POST /api/order/create-order', () => {
  it('mails the guest and the restaurant the order as committed: its number, lines and total', async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    const send = vi.spyOn(ctx.deps.mailer, 'send').mockImplementation(async (message) => {
      sent.push(message);
    });
    try {
      const basketId = await readyBasket(3);
      const response = await post('order/create-order', {
        restaurantId: olive,
        basketId,
        paymentType: 'cash',
      });
      const orderId = response.json<Body>().data!.orderId;
      await vi.waitFor(() => expect(sent.length).toBe(2));
      const [order] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
      const guestMail = sent.find((mail) => mail.to === contact.email)!;
      expect(guestMail.subject).toContain(String(orderId));
      expect(guestMail.text).toContain('3 × Falafel (5 pieces)');
      expect(guestMail.text).toContain(`${(order!.total / 100).toFixed(2)}`);
      const kitchenMail = sent.find((mail) => mail.to !== contact.email)!;
      expect(kitchenMail.subject).toContain(String(orderId));
      expect(kitchenMail.text).toContain('Falafel');
    } finally {
      send.mockRestore();
    }
  });

  it('places a cash order priced by the server, removes the basket and links to the payment status', async () => {
    const basketId = await readyBasket(2);
    const response = await post('order/create-order', { restaurantId: olive, basketId, paymentType: 'cash' });
    expect(response.statusCode).toBe(200);
    const body = response.json<Body>();
    expect(body.message.body).toBe('Your order has been placed.');
    expect(body.data?.paymentLink).toContain(`/paymentstatus?orderId=${body.data?.orderId}`);
    const [order] = await ctx.deps.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, body.data!.orderId));
    const [product] = await ctx.deps.db.select().from(schema.products).where(eq(schema.products.id, falafel));
    expect(order!.total).toBe(product!.price * 2);
    expect(order!.paymentState).toBe('on_site');
    expect(await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId))).toEqual(
      [],
    );
    const read = await ctx.get(
      '/api/order',
      { restaurantId: olive, orderId: order!.id },
      { authorization: `Bearer ${token}` },
    );
    expect(read.json<{ data: { products: { quantity: number }[] } }>().data.products[0]!.quantity).toBe(2);
  });

  it('keeps the deposits apart in the order, as the basket showed them, and answers them with it', async () => {
    const basketId = await readyBasket(1);
    const [water] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.restaurantId, olive))
      .then((rows) => rows.filter((p) => p.name.en === 'Still mineral water 0.5 l'));
    await post('basket/add', { restaurantId: olive, basketId, productId: water!.id, quantity: 2 });
    const shown = (
      await ctx.get('/api/basket', { restaurantId: olive, basketId }, { authorization: `Bearer ${token}` })
    ).json<{ data: { summary: { subtotal: number; deposits: number; total: number } } }>().data.summary;
    expect(shown.deposits).toBeGreaterThan(0);
    const placed = await post('order/create-order', { restaurantId: olive, basketId, paymentType: 'cash' });
    expect(placed.statusCode, placed.body).toBe(200);
    const read = await ctx.get(
      '/api/order',
      { restaurantId: olive, orderId: placed.json<Body>().data!.orderId },
      { authorization: `Bearer ${token}` },
    );
    const order = read.json<{ data: { order: { subtotal: number; deposits: number; total: number } } }>().data
      .order;
    expect(order).toMatchObject({
      subtotal: shown.subtotal + shown.deposits,
      deposits: shown.deposits,
      total: shown.total,
    });
  });

  it('returns the same order for a retry with the same Idempotency-Key, and refuses the key for another basket', async () => {
    const basketId = await readyBasket(1);
    const headers = { 'idempotency-key': 'checkout-attempt-0001' };
    const first = (
      await post('order/create-order', { restaurantId: olive, basketId, paymentType: 'cash' }, headers)
    ).json<Body>();
    const again = (
      await post('order/create-order', { restaurantId: olive, basketId, paymentType: 'cash' }, headers)
    ).json<Body>();
    expect(again.data?.orderId).toBe(first.data?.orderId);
    const other = await post(
      'order/create-order',
      { restaurantId: olive, basketId: await readyBasket(1), paymentType: 'cash' },
      headers,
    );
    expect(other.statusCode).toBe(409);
  });

  it('refuses an empty basket, missing contact fields and a payment type the restaurant does not offer', async () => {
    const empty = (await post('basket/create', { restaurantId: olive, deliveryType: 'pickup' })).json<{
      data: { id: string };
    }>().data.id;
    const emptyAnswer = await post('order/create-order', {
      restaurantId: olive,
      basketId: empty,
      paymentType: 'cash',
    });
    expect(emptyAnswer.statusCode).toBe(422);
    expect(emptyAnswer.json<Body>().message.body).toBe('The basket is empty.');
    // SPEC §8: a 422 names the field at fault
    expect(emptyAnswer.json<Body>().errors).toEqual({ basketId: ['The basket is empty.'] });
    const anonymous = (await post('basket/create', { restaurantId: olive, deliveryType: 'pickup' })).json<{
      data: { id: string };
    }>().data.id;
    await post('basket/add', { restaurantId: olive, basketId: anonymous, productId: falafel, quantity: 1 });
    const missing = await post('order/create-order', {
      restaurantId: olive,
      basketId: anonymous,
      paymentType: 'cash',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<Body>().errors).toHaveProperty('name');
    const mollie = await post('order/create-order', {
      restaurantId: olive,
      basketId: await readyBasket(1),
      paymentType: 'mollie',
    });
    expect(mollie.json<Body>().errors?.paymentType).toEqual(['This payment method is not offered.']);
  });

  it('refuses delivery below the area minimum and outside the area', async () => {
    const basketId = await readyBasket(1, 'delivery');
    await post('basket/add-address', {
      restaurantId: olive,
      basketId,
      userInfo: { address: 'Kastanienallee', house_number: '3', postalCode: '10115', city: 'Berlin' },
    });
    const response = await post('order/create-order', { restaurantId: olive, basketId, paymentType: 'cash' });
    expect(response.json<Body>().message.body).toBe(
      'The minimum order value of €20.00 has not been reached.',
    );
    expect(response.json<Body>().errors).toEqual({
      totalPrice: ['The minimum order value of €20.00 has not been reached.'],
    });
  });

  it('refuses an order when the restaurant is closed and no time is chosen', async () => {
    vi.setSystemTime(new Date('2026-11-24T14:30:00Z')); // 15:30 Berlin, between the shifts
    token = await ctx.publicToken();
    const response = await post('order/create-order', {
      restaurantId: olive,
      basketId: await readyBasket(1),
      paymentType: 'cash',
    });
    expect(response.json<Body>().errors?.delivery_time).toEqual([
      'The restaurant is not open at the desired time.',
    ]);
  });

  it('another guest cannot order with your basket', async () => {
    const basketId = await readyBasket(1);
    token = await ctx.publicToken();
    expect(
      (await post('order/create-order', { restaurantId: olive, basketId, paymentType: 'cash' })).statusCode,
    ).toBe(404);
  });

  it('is-valid runs the same checks without taking anything', async () => {
    const basketId = await readyBasket(1);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/is-valid?restaurantId=${olive}&basketId=${basketId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.json<Body>().message.body).toBe('Your order is ready to be placed.');
    expect(
      await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId)),
    ).toHaveLength(1);
    const empty = (await post('basket/create', { restaurantId: olive, deliveryType: 'pickup' })).json<{
      data: { id: string };
    }>().data.id;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/is-valid?restaurantId=${olive}&basketId=${empty}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Body>().errors).toEqual({ basketId: ['The basket is empty.'] });
  });

  it('orders again: a new basket with the products of an earlier order, only for its owner', async () => {
    const placed = (
      await post('order/create-order', {
        restaurantId: olive,
        basketId: await readyBasket(3),
        paymentType: 'cash',
      })
    ).json<Body>();
    const again = await post('order/create-basket', { restaurantId: olive, orderId: placed.data!.orderId });
    expect(again.statusCode).toBe(200);
    const basketId = again.json<{ data: { basketId: string } }>().data.basketId;
    const basket = await ctx.get(
      '/api/basket',
      { restaurantId: olive, basketId },
      { authorization: `Bearer ${token}` },
    );
    expect(basket.json<{ data: { products: { quantity: number }[] } }>().data.products[0]?.quantity).toBe(3);
    token = await ctx.publicToken();
    expect(
      (await post('order/create-basket', { restaurantId: olive, orderId: placed.data!.orderId })).statusCode,
    ).toBe(404);
  });
});
