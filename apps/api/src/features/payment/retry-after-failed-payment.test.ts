import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type OrderAnswer, paymentTestKit } from './payment-test-kit';

/**
 * Issue 15: after a failed or cancelled online payment, "Try again or choose another way" puts
 * the order's items into a new basket the guest orders from. The status page holds the order's
 * own handle (its token, from the payment link); the guest's token may be another one by then:
 * the provider's return opened in another browser (a banking app hands back to the phone's
 * default browser), the guest token expired, or the server was restarted with a new key.
 */

let ctx: TestContext;
const kit = paymentTestKit(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await kit.atOpeningTime();
  return () => vi.useRealTimers();
});

const as = (guestToken: string) => ({
  post: (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${guestToken}` },
      payload: { restaurantId: kit.olive, ...payload },
    }),
  get: (url: string, query: Record<string, string | number>) =>
    ctx.get(`/api/${url}`, { restaurantId: kit.olive, ...query }, { authorization: `Bearer ${guestToken}` }),
});

/** A demo-provider order of `units` falafel whose payment ended with `outcome`. */
async function endedDemoOrder(outcome: 'failed' | 'cancelled', units = 2) {
  const { response } = await kit.order('demo', {}, units);
  expect(response.statusCode, response.body).toBe(200);
  const placed = response.json<OrderAnswer>().data!;
  const session = new URL(placed.paymentLink).searchParams.get('session')!;
  expect(
    (await kit.post('payment/demo/decide', { restaurantId: kit.olive, session, outcome })).statusCode,
  ).toBe(200);
  const update = await kit.get('payment/update', { orderId: placed.orderId, token: placed.token });
  expect(update.json<{ data: { status: string } }>().data.status).toBe(outcome);
  return placed;
}

/** The new basket, as its guest reads it. */
async function basketOf(guestToken: string, basketId: string) {
  const response = await as(guestToken).get('basket', { basketId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    data: { deliveryType: string; products: { RestaurantProductId: number; quantity: number }[] };
  }>().data;
}

/** Orders from a basket with cash, as the checkout does once the time is chosen. */
async function orderWithCash(guestToken: string, basketId: string) {
  return as(guestToken).post('order/create-order', { basketId, paymentType: 'cash' });
}

describe('trying again after an online payment ended without money', () => {
  for (const outcome of ['failed', 'cancelled'] as const) {
    it(`a ${outcome} payment's items return in a new basket the same guest orders from`, async () => {
      const placed = await endedDemoOrder(outcome, 3);
      const guest = as(kit.token());
      const restored = await guest.post('order/create-basket', {
        orderId: placed.orderId,
        token: placed.token,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const basketId = restored.json<{ data: { basketId: string } }>().data.basketId;

      const basket = await basketOf(kit.token(), basketId);
      expect(basket.deliveryType).toBe('pickup');
      expect(basket.products.map((line) => [line.RestaurantProductId, line.quantity])).toEqual([
        [kit.falafel, 3],
      ]);
      const ordered = await orderWithCash(kit.token(), basketId);
      expect(ordered.statusCode, ordered.body).toBe(200);
      expect(ordered.json<OrderAnswer>().data!.orderId).not.toBe(placed.orderId);
    });
  }

  it('works for the guest who comes back with another guest token, holding the order token', async () => {
    const placed = await endedDemoOrder('failed');
    const returning = await ctx.publicToken();
    const restored = await as(returning).post('order/create-basket', {
      orderId: placed.orderId,
      token: placed.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const basketId = restored.json<{ data: { basketId: string } }>().data.basketId;
    // the new basket is the returning guest's own
    expect((await basketOf(returning, basketId)).products).toHaveLength(1);
    expect((await as(kit.token()).get('basket', { basketId })).statusCode).toBe(404);
    expect((await orderWithCash(returning, basketId)).statusCode).toBe(200);
  });

  it('hands a stranger without the order token nothing, and a wrong token as little', async () => {
    const placed = await endedDemoOrder('failed');
    const stranger = as(await ctx.publicToken());
    for (const proof of [{}, { token: '00000000-0000-4000-8000-000000000000' }]) {
      const answer = await stranger.post('order/create-basket', { orderId: placed.orderId, ...proof });
      expect(answer.statusCode).toBe(404);
      expect(answer.json<OrderAnswer>().message).toMatchObject({
        body: 'The order does not exist.',
        code: 'order_not_exist',
      });
    }
  });

  it("does not reach another restaurant's order through the order token", async () => {
    const placed = await endedDemoOrder('failed');
    const sakura = (await ctx.get('/api/restaurant/id', { slug: 'sakura-ramen' })).json<{
      data: { id: number };
    }>().data.id;
    const answer = await as(kit.token()).post('order/create-basket', {
      restaurantId: sakura,
      orderId: placed.orderId,
      token: placed.token,
    });
    expect(answer.statusCode).toBe(404);
  });

  it('names the restaurant in the return link, so another browser opens the right storefront', async () => {
    const { response } = await kit.order('demo');
    const placed = response.json<OrderAnswer>().data!;
    const session = new URL(placed.paymentLink).searchParams.get('session')!;
    const decided = await kit.post('payment/demo/decide', {
      restaurantId: kit.olive,
      session,
      outcome: 'failed',
    });
    const back = new URL(decided.json<{ data: { returnUrl: string } }>().data.returnUrl);
    expect(back.pathname).toBe('/paymentstatus');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      orderId: String(placed.orderId),
      token: placed.token,
      restaurant: 'olive-linde',
    });
  });
});
