import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { runPaymentJobs } from './payment-jobs';
import { type OrderAnswer, paymentTestKit } from './payment-test-kit';

let ctx: TestContext;
const kit = paymentTestKit(() => ctx);
const silent = { warn: () => undefined, error: () => undefined } as never;

beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await kit.atOpeningTime();
  return () => vi.useRealTimers();
});

/** Places a demo-provider order and answers its hosted page's session id. */
async function demoOrder(units = 2) {
  const { response } = await kit.order('demo', {}, units);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<OrderAnswer>();
  const link = new URL(body.data!.paymentLink);
  expect(link.pathname).toBe('/payment');
  return { ...body.data!, session: link.searchParams.get('session')! };
}

const decide = (session: string, outcome: string) =>
  kit.post('payment/demo/decide', { restaurantId: kit.olive, session, outcome });
const update = (orderId: number, token: string, extra: Record<string, string> = {}) =>
  kit.get('payment/update', { orderId, token, ...extra });

describe('the demo payment provider', () => {
  it('leaves the order open until the tester pays, then the order is paid, once', async () => {
    const order = await demoOrder();
    expect((await kit.orderRow(order.orderId)).paymentState).toBe('open');
    // a status in the query is never believed
    const early = await update(order.orderId, order.token, { status: 'paid' });
    expect(early.json<{ data: { status: string } }>().data.status).toBe('open');

    const decided = await decide(order.session, 'paid');
    expect(decided.statusCode).toBe(200);
    expect(decided.json<{ data: { returnUrl: string } }>().data.returnUrl).toContain(
      `orderId=${order.orderId}`,
    );
    // decided once: a second decision is a conflict with the first, not a field at fault (SPEC §8)
    const again = await decide(order.session, 'failed');
    expect(again.statusCode).toBe(409);
    expect(again.json<OrderAnswer>().message.body).toBe('The payment cannot be updated.');

    for (let i = 0; i < 3; i++) {
      const paid = await update(order.orderId, order.token);
      expect(paid.json<{ data: { status: string } }>().data.status).toBe('paid');
      expect(paid.json<{ message?: unknown }>().message).toBeUndefined();
    }
    // SPEC §3 Order payment_id: the provider's id of the order's payment
    const [payment] = await kit.paymentsOf(order.orderId);
    const shown = await kit.get('order', { orderId: order.orderId, token: order.token });
    expect(shown.json<{ data: { order: { payment_id: string } } }>().data.order.payment_id).toBe(
      payment!.providerPaymentId,
    );
    expect((await kit.orderRow(order.orderId)).paymentState).toBe('paid');
    expect((await kit.paymentsOf(order.orderId)).map((p) => p.state)).toEqual(['paid']);
  });

  it('gives the stock back when the payment fails, and the cart can be restored', async () => {
    await kit.setFalafelStock(10);
    try {
      const order = await demoOrder(3);
      expect(await kit.stockOfFalafel()).toBe(7);
      await decide(order.session, 'failed');
      const failed = await update(order.orderId, order.token);
      expect(failed.json<{ data: { status: string } }>().data.status).toBe('failed');
      // SPEC §8 'Your payment has failed!', sent by the server (issue 19)
      expect(failed.json<OrderAnswer>().message).toMatchObject({
        type: 'error',
        code: 'payment_failed',
        body: 'Your payment has failed!',
      });
      expect(await kit.stockOfFalafel()).toBe(10);
      // asking again changes nothing: the stock is given back once
      await update(order.orderId, order.token);
      expect(await kit.stockOfFalafel()).toBe(10);
      const restored = await kit.post('order/create-basket', {
        restaurantId: kit.olive,
        orderId: order.orderId,
      });
      expect(restored.statusCode).toBe(200);
    } finally {
      await kit.setFalafelStock(null);
    }
  });

  it('records a cancelled payment as cancelled', async () => {
    const order = await demoOrder();
    await decide(order.session, 'cancelled');
    expect((await update(order.orderId, order.token)).json<{ data: { status: string } }>().data.status).toBe(
      'cancelled',
    );
  });

  it('expires an open payment in the background job and gives its stock back', async () => {
    await kit.setFalafelStock(10);
    try {
      const order = await demoOrder(4);
      expect(await kit.stockOfFalafel()).toBe(6);
      // the guest never came back: two hours later the job expires it
      vi.setSystemTime(new Date('2026-11-24T19:10:00Z'));
      const round = await runPaymentJobs(ctx.deps, silent, { expiryMinutes: 30 });
      expect(round.expired).toBeGreaterThanOrEqual(1);
      expect((await kit.orderRow(order.orderId)).paymentState).toBe('expired');
      expect(await kit.stockOfFalafel()).toBe(10);
      expect((await decide(order.session, 'paid')).statusCode).toBe(409);
    } finally {
      await kit.setFalafelStock(null);
    }
  });

  it('settles a payment in the background when the guest never returns', async () => {
    const order = await demoOrder();
    await decide(order.session, 'paid');
    vi.setSystemTime(new Date('2026-11-24T17:04:00Z'));
    await runPaymentJobs(ctx.deps, silent, { expiryMinutes: 30 });
    expect((await kit.orderRow(order.orderId)).paymentState).toBe('paid');
  });

  it("hands a stranger's order nothing", async () => {
    const order = await demoOrder();
    await kit.atOpeningTime();
    const stranger = await kit.get('payment/update', { orderId: order.orderId });
    expect(stranger.statusCode).toBe(404);
  });

  it('resumes an open payment page with prepare', async () => {
    const order = await demoOrder();
    const prepared = await kit.get('payment/prepare', { orderId: order.orderId, token: order.token });
    expect(prepared.json<{ data: { mollieLink: string } }>().data.mollieLink).toContain(order.session);
    await decide(order.session, 'paid');
    await update(order.orderId, order.token);
    const paid = await kit.get('payment/prepare', { orderId: order.orderId, token: order.token });
    expect(paid.statusCode).toBe(409);
    expect(paid.json<OrderAnswer>().message).toMatchObject({
      body: 'The payment cannot be updated.',
      code: 'payment_cannot_update',
    });
  });

  it('offers only the methods that can work', async () => {
    const info = await kit.get('restaurant/restaurant-by-id', {});
    const methods = info.json<{ data: { settings: { paymentMethods: string[] } } }>().data.settings
      .paymentMethods;
    expect(methods).toEqual(['cash', 'payAtEnd', 'demo', 'payFix']);
    const mollie = await kit.order('mollie');
    expect(mollie.response.statusCode).toBe(422);
    expect(Object.keys(mollie.response.json<OrderAnswer>().errors ?? {})).toEqual(['paymentType']);
  });
});
