import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type OrderAnswer, paymentTestKit } from './payment-test-kit';

/**
 * Issue 33: a guest who leaves the payment page (Back) finds the order waiting for payment and
 * may give the payment up, to pay another way or to cancel the order: its page closes, what it
 * took goes back, and its items return to the basket the guest is filling.
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
  await kit.setFalafelStock(10);
  return async () => {
    await kit.setFalafelStock(null);
    vi.useRealTimers();
  };
});

async function demoOrder(units: number) {
  const { response } = await kit.order('demo', {}, units);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json<OrderAnswer>().data!;
  return { ...data, session: new URL(data.paymentLink).searchParams.get('session')! };
}

const cancel = (orderId: number, token?: string) =>
  kit.post('payment/cancel', { restaurantId: kit.olive, orderId, ...(token ? { token } : {}) });
const stateOf = (answer: Awaited<ReturnType<typeof cancel>>) =>
  answer.json<{ data: { status: string } }>().data.status;

describe('giving up an open payment', () => {
  it('cancels the order, closes the payment page and gives the stock back, once', async () => {
    const order = await demoOrder(3);
    expect(await kit.stockOfFalafel()).toBe(7);

    const cancelled = await cancel(order.orderId, order.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(stateOf(cancelled)).toBe('cancelled');
    expect((await kit.orderRow(order.orderId)).paymentState).toBe('cancelled');
    expect(await kit.stockOfFalafel()).toBe(10);
    // the provider's page is closed: paying there afterwards is refused
    const late = await kit.post('payment/demo/decide', {
      restaurantId: kit.olive,
      session: order.session,
      outcome: 'paid',
    });
    expect(late.statusCode).toBe(409);
    // again: the same answer, and the stock is not given back twice
    expect(stateOf(await cancel(order.orderId, order.token))).toBe('cancelled');
    expect(await kit.stockOfFalafel()).toBe(10);
  });

  it('leaves a payment the guest has made meanwhile paid', async () => {
    const order = await demoOrder(2);
    await kit.post('payment/demo/decide', {
      restaurantId: kit.olive,
      session: order.session,
      outcome: 'paid',
    });
    const answer = await cancel(order.orderId, order.token);
    expect(answer.statusCode).toBe(200);
    expect(stateOf(answer)).toBe('paid');
    expect((await kit.orderRow(order.orderId)).paymentState).toBe('paid');
    expect(await kit.stockOfFalafel()).toBe(8);
  });

  it('refuses an order paid at the counter, which has no payment to give up', async () => {
    const { response } = await kit.order('cash');
    const order = response.json<OrderAnswer>().data!;
    const answer = await cancel(order.orderId, order.token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<OrderAnswer>().message.code).toBe('payment_cannot_update');
  });

  it('tells a stranger the order does not exist, and changes nothing', async () => {
    const order = await demoOrder(1);
    await kit.atOpeningTime();
    const answer = await cancel(order.orderId);
    expect(answer.statusCode).toBe(404);
    expect((await kit.orderRow(order.orderId)).paymentState).toBe('open');
  });

  it('puts the items back into the basket the guest has started meanwhile', async () => {
    const order = await demoOrder(2);
    await cancel(order.orderId, order.token);
    // back on the menu the guest had already added one falafel to a new basket
    const current = await kit.readyBasket(1);
    const restored = await kit.post('order/create-basket', {
      restaurantId: kit.olive,
      orderId: order.orderId,
      token: order.token,
      basketId: current,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ data: { basketId: string } }>().data.basketId).toBe(current);
    const basket = await kit.get('basket', { basketId: current });
    const lines = basket.json<{ data: { products: { quantity: number }[] } }>().data.products;
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
  });

  it("does not put the items into another guest's basket", async () => {
    const order = await demoOrder(1);
    await cancel(order.orderId, order.token);
    await kit.atOpeningTime();
    const strangers = await kit.readyBasket(1);
    await kit.atOpeningTime();
    const answer = await kit.post('order/create-basket', {
      restaurantId: kit.olive,
      orderId: order.orderId,
      token: order.token,
      basketId: strangers,
    });
    expect(answer.statusCode).toBe(404);
  });
});
