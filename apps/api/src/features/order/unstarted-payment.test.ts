import { randomUUID } from 'node:crypto';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import type { Principal } from '../auth';
import { runPaymentJobs } from '../payment';
import { createOrder } from './create-order';

/**
 * Issue 14: the API process dies after an online order committed and before its payment was
 * started at the provider (kill -9, a crash, a deploy). The order is complete only with its
 * payment: the guest's retry with the same Idempotency-Key starts it, so does the order page's
 * payment/prepare, and the payment jobs do when no one came back. Started once, never twice.
 */

interface OrderAnswer {
  data?: { paymentLink: string; orderId: number };
}

let ctx: TestContext;
/** Olive & Linde (demo payments) and a product of it */
const kit = {
  olive: 0,
  falafel: 0,
  paymentsOf: (orderId: number) =>
    ctx.deps.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId)),
  orderRow: async (orderId: number) =>
    (await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!,
};
const silent = { warn: () => undefined, error: () => undefined } as never;

beforeAll(async () => {
  ctx = await createTestContext();
  kit.olive = ctx.demo.restaurants.find((r) => r.slug === 'olive-linde')!.id;
  const [falafel] = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, kit.olive))
    .then((products) => products.filter((p) => p.name.en === 'Falafel (5 pieces)'));
  kit.falafel = falafel!.id;
  // pickup around the clock and no closing days: the jobs compare the database's own times
  // (created_at) with theirs, so this file runs on the real clock, whatever it says
  await ctx.deps.db.delete(schema.openingHours).where(eq(schema.openingHours.restaurantId, kit.olive));
  await ctx.deps.db.delete(schema.closeTimes).where(eq(schema.closeTimes.restaurantId, kit.olive));
  await ctx.deps.db.insert(schema.openingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      restaurantId: kit.olive,
      deliveryType: 'pickup' as const,
      weekday,
      openAt: '00:00',
      closeAt: '24:00',
    })),
  );
});
afterAll(() => ctx?.close());

/** A demo-payment order as the process left it when it died right after the order's commit. */
async function orderLeftByACrash() {
  const token = await ctx.publicToken();
  const principal = (await ctx.deps.tokens.verify(token)) as Principal;
  const as = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload,
    });
  const basketId = (await as('basket/create', { restaurantId: kit.olive, deliveryType: 'pickup' })).json<{
    data: { id: string };
  }>().data.id;
  await as('basket/add', { restaurantId: kit.olive, basketId, productId: kit.falafel, quantity: 2 });
  await as('basket/add-address', {
    restaurantId: kit.olive,
    basketId,
    userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
  });
  const idempotencyKey = randomUUID();
  const { order } = await createOrder(
    {
      db: ctx.deps.db,
      restaurant: await ctx.deps.requireRestaurant(kit.olive),
      principal,
      locale: 'en',
      publicUrl: ctx.deps.config.publicUrl,
      credentials: ctx.deps.credentials,
    },
    { basketId, paymentType: 'demo', idempotencyKey },
  );
  expect(await kit.paymentsOf(order.id)).toEqual([]);
  const retry = () =>
    as(
      'order/create-order',
      { restaurantId: kit.olive, basketId, paymentType: 'demo' },
      {
        'idempotency-key': idempotencyKey,
      },
    );
  return { order, token, retry };
}

describe('an online payment the crash left unstarted', () => {
  it('is started by the retry with the same Idempotency-Key, once, however often it is retried', async () => {
    const { order, retry } = await orderLeftByACrash();
    const answers = await Promise.all([retry(), retry()]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const links = answers.map((answer) => answer.json<OrderAnswer>().data!.paymentLink);
    expect(new URL(links[0]!).pathname).toBe('/payment');
    expect(links[1]).toBe(links[0]);
    expect((await retry()).json<OrderAnswer>().data!.paymentLink).toBe(links[0]);

    const payments = await kit.paymentsOf(order.id);
    expect(payments.map((payment) => [payment.state, payment.checkoutUrl])).toEqual([['open', links[0]]]);
    expect(answers[0]!.json<OrderAnswer>().data!.orderId).toBe(order.id);
  });

  it('is started by payment/prepare when the guest comes back through the order page', async () => {
    const { order } = await orderLeftByACrash();
    const prepared = await ctx.get('/api/payment/prepare', {
      restaurantId: kit.olive,
      orderId: order.id,
      token: order.token,
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const link = prepared.json<{ data: { mollieLink: string } }>().data.mollieLink;
    expect(new URL(link).pathname).toBe('/payment');
    expect((await kit.paymentsOf(order.id)).map((payment) => payment.checkoutUrl)).toEqual([link]);
  });

  it('is started by the payment jobs when no one came back, and only after the grace period', async () => {
    const { order } = await orderLeftByACrash();
    const jobs = (now: number) =>
      runPaymentJobs(ctx.deps, silent, { expiryMinutes: 30, graceSeconds: 30 }, now);
    const createdAt = (await kit.orderRow(order.id)).createdAt.getTime();

    expect((await jobs(createdAt + 10_000)).started).toBe(0);
    expect(await kit.paymentsOf(order.id)).toEqual([]);
    expect((await jobs(createdAt + 60_000)).started).toBe(1);
    expect((await jobs(createdAt + 61_000)).started).toBe(0);
    const payments = await kit.paymentsOf(order.id);
    expect(payments.map((payment) => payment.state)).toEqual(['open']);
    expect((await kit.orderRow(order.id)).paymentState).toBe('open');
  });
});
