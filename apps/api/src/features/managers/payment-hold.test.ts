import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerFixtures, placeOrder } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 15: an order paid online is not the kitchen's until its payment is confirmed. While the
 * payment is open, and after it failed or was cancelled, the server refuses to move the order
 * (translated), and the board learns why from the order itself.
 */

interface Body {
  message?: { type: string; body: string; code?: string };
  data?: { id: number; status: string; next_statuses: string[]; payment_hold: string | null };
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

const as = (token: string, lang?: string) => ({
  get: (url: string, query: Record<string, string | number>) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: { authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) },
    }),
  post: (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) },
      payload,
    }),
});

/** A guest's order paid through the demo provider, its payment still open. */
async function onlineOrder() {
  const placed = await placeOrder(ctx, f.olive, f.falafel.id, { paymentType: 'demo' });
  await ctx.deps.db
    .update(schema.orders)
    .set({ createdAt: new Date() })
    .where(eq(schema.orders.id, placed.orderId));
  const session = new URL(placed.paymentLink).searchParams.get('session')!;
  const guest = as(placed.guestToken);
  /** the guest decides on the provider's page and comes back to the status page */
  const settle = async (outcome: 'paid' | 'failed' | 'cancelled') => {
    expect(
      (await guest.post('payment/demo/decide', { restaurantId: f.olive, session, outcome })).statusCode,
    ).toBe(200);
    const update = await guest.get('payment/update', {
      restaurantId: f.olive,
      orderId: placed.orderId,
      token: placed.token,
    });
    expect(update.json<{ data: { status: string } }>().data.status).toBe(outcome);
  };
  return { ...placed, settle };
}

const changeStatus = (orderId: number, status: string, lang?: string) =>
  as(f.oliveManager, lang).post('managers/order/change-status', { restaurantId: f.olive, orderId, status });
const shown = async (orderId: number) =>
  (await as(f.oliveManager).get('managers/order/show', { restaurantId: f.olive, orderId })).json<Body>()
    .data!;
const recordedChanges = async (orderId: number) =>
  ctx.deps.db.select().from(schema.orderStatusChanges).where(eq(schema.orderStatusChanges.orderId, orderId));

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());
beforeEach(() => {
  // Tuesday 2026-11-24, 18:02 in Berlin: pickup is open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  return () => vi.useRealTimers();
});

describe('an order whose online payment is open', () => {
  it('is not started, not even rejected, with a translated reason; nothing is recorded', async () => {
    const { orderId } = await onlineOrder();
    for (const status of ['processing', 'rejected']) {
      const refused = await changeStatus(orderId, status);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json<Body>().message).toEqual({
        type: 'error',
        body: 'This order is not paid yet: it can be prepared once its online payment is confirmed.',
        code: 'order_awaiting_payment',
      });
    }
    for (const lang of ['de', 'fr', 'ar']) {
      const body = (await changeStatus(orderId, 'processing', lang)).json<Body>().message!.body;
      expect(body, lang).not.toMatch(/not paid yet/);
    }
    expect(await shown(orderId)).toMatchObject({
      status: 'received',
      next_statuses: [],
      payment_hold: 'awaiting_payment',
    });
    expect(await recordedChanges(orderId)).toEqual([]);
  });

  it('moves on as usual once the provider confirms the payment', async () => {
    const order = await onlineOrder();
    await order.settle('paid');
    expect(await shown(order.orderId)).toMatchObject({
      next_statuses: ['processing', 'rejected'],
      payment_hold: null,
    });
    const started = await changeStatus(order.orderId, 'processing');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<Body>().data).toMatchObject({ status: 'processing', payment_hold: null });
  });
});

describe('an order whose online payment failed or was cancelled', () => {
  for (const outcome of ['failed', 'cancelled'] as const) {
    it(`is over (${outcome}): every status change is refused and the board names why`, async () => {
      const order = await onlineOrder();
      await order.settle(outcome);
      for (const status of ['processing', 'rejected']) {
        const refused = await changeStatus(order.orderId, status);
        expect(refused.statusCode, status).toBe(409);
        expect(refused.json<Body>().message).toMatchObject({
          body: 'The online payment of this order did not go through: it is not to be prepared.',
          code: 'order_payment_ended',
        });
      }
      const listed = (await as(f.oliveManager).get('managers/order', { restaurantId: f.olive })).json<{
        data: NonNullable<Body['data']>[];
      }>().data;
      expect(listed.find((entry) => entry.id === order.orderId)).toMatchObject({
        next_statuses: [],
        payment_hold: 'payment_ended',
      });
      expect(await recordedChanges(order.orderId)).toEqual([]);
    });
  }
});

describe('orders paid on site and tenancy', () => {
  it('leaves a cash order free to move', async () => {
    const { orderId } = await placeOrder(ctx, f.olive, f.falafel.id);
    expect(await shown(orderId)).toMatchObject({
      next_statuses: ['processing', 'rejected'],
      payment_hold: null,
    });
    expect((await changeStatus(orderId, 'processing')).statusCode).toBe(200);
  });

  it("tells another restaurant's manager nothing about an order's payment", async () => {
    const { orderId } = await onlineOrder();
    const sakura = as(f.sakuraManager);
    const viaOwn = await sakura.post('managers/order/change-status', {
      restaurantId: f.sakura,
      orderId,
      status: 'processing',
    });
    expect(viaOwn.statusCode).toBe(404);
    const viaTheirs = await sakura.post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId,
      status: 'processing',
    });
    expect(viaTheirs.statusCode).toBe(403);
  });
});

describe('POST api/managers/order/check-payment (issue 34)', () => {
  const check = (orderId: number, token = f.oliveManager, lang?: string) =>
    as(token, lang).post('managers/order/check-payment', { restaurantId: f.olive, orderId });

  it('asks the provider now: a guest who paid but never came back no longer waits for the job', async () => {
    const order = await onlineOrder();
    const before = await check(order.orderId);
    expect(before.statusCode).toBe(200);
    expect(before.json<Body>().data).toMatchObject({
      paymentState: 'open',
      payment_hold: 'awaiting_payment',
    });
    expect(before.json<Body & { message: { body: string } }>().message.body).toBe(
      'The payment provider has not confirmed this payment yet.',
    );
    // the guest pays on the provider's page and closes the tab
    const guest = as(order.guestToken);
    const session = new URL(order.paymentLink).searchParams.get('session')!;
    await guest.post('payment/demo/decide', { restaurantId: f.olive, session, outcome: 'paid' });
    const after = await check(order.orderId, f.oliveManager, 'de');
    expect(after.json<Body>().data).toMatchObject({ paymentState: 'paid', payment_hold: null });
    expect(after.json<Body & { message: { body: string } }>().message.body).toBe(
      'Die Zahlung ist bestätigt.',
    );
    expect((await shown(order.orderId)).next_statuses).toContain('processing');
  });

  it("is refused for another restaurant's manager, and for an order of another restaurant", async () => {
    const order = await onlineOrder();
    expect((await check(order.orderId, f.sakuraManager)).statusCode).toBe(403);
    const own = await as(f.sakuraManager).post('managers/order/check-payment', {
      restaurantId: f.sakura,
      orderId: order.orderId,
    });
    expect(own.statusCode).toBe(404);
  });
});
