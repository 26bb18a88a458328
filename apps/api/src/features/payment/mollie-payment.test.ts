import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { runPaymentJobs } from './payment-jobs';
import { type OrderAnswer, paymentTestKit } from './payment-test-kit';

let ctx: TestContext;
const kit = paymentTestKit(() => ctx);
const silent = { warn: () => undefined, error: () => undefined } as never;
const apiKey = `test_${'d'.repeat(30)}`;
const mollie = () => nock('https://api.mollie.com:443');

/** A payment as Mollie's API answers it (only what the client reads). */
function molliePayment(id: string, status: string, value: string, currency = 'EUR') {
  return {
    resource: 'payment',
    id,
    mode: 'test',
    createdAt: '2026-11-24T17:02:00+00:00',
    amount: { value, currency },
    description: 'Olive & Linde',
    method: null,
    metadata: {},
    status,
    isCancelable: false,
    expiresAt: '2026-11-24T17:17:00+00:00',
    profileId: 'pfl_test',
    sequenceType: 'oneoff',
    redirectUrl: 'http://localhost/paymentstatus',
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
      checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' },
    },
  };
}

const webhook = (id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payment/mollie/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}`,
  });

let sequence = 0;
/** Places a Mollie order (2 falafel, €13.80 at the demo's price) against the mocked API. */
async function mollieOrder() {
  const id = `tr_test${++sequence}`;
  let created: Record<string, unknown> = {};
  mollie()
    .post('/v2/payments', (body) => {
      created = body;
      return true;
    })
    .reply(201, (_uri, body) =>
      molliePayment(id, 'open', (body as { amount: { value: string } }).amount.value),
    );
  const { response } = await kit.order('mollie');
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<OrderAnswer>().data!;
  const order = await kit.orderRow(answer.orderId);
  return { id, answer, order, created };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
  await kit.giveCredentials('mollie', { apiKey });
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
});
afterAll(async () => {
  nock.enableNetConnect();
  await ctx?.close();
});
beforeEach(async () => {
  await kit.atOpeningTime();
  return () => vi.useRealTimers();
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

describe('Mollie', () => {
  it("creates the payment in the order's amount and currency, with our webhook and return", async () => {
    const { answer, order, created } = await mollieOrder();
    expect(answer.paymentLink).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    expect(created).toMatchObject({
      amount: { currency: 'EUR', value: (order.total / 100).toFixed(2) },
      metadata: { orderId: order.id },
    });
    expect(String(created.webhookUrl)).toContain('/api/payment/mollie/webhook');
    expect(String(created.redirectUrl)).toContain(`/paymentstatus?orderId=${order.id}&token=${order.token}`);
    expect(order.paymentState).toBe('open');
  });

  it('marks the order paid from the webhook, and the same webhook three times changes nothing', async () => {
    const { id, order } = await mollieOrder();
    const value = (order.total / 100).toFixed(2);
    mollie()
      .get(`/v2/payments/${id}`)
      .reply(200, molliePayment(id, 'paid', value));
    for (let i = 0; i < 3; i++) expect((await webhook(id)).statusCode).toBe(200);
    expect((await kit.orderRow(order.id)).paymentState).toBe('paid');
    // the guest returns afterwards: paid, without asking Mollie again
    const back = await kit.get('payment/update', { orderId: order.id, token: order.token });
    expect(back.json<{ data: { status: string } }>().data.status).toBe('paid');
  });

  it('ignores a forged webhook: an unknown id, or a payment Mollie still reports open', async () => {
    const { id, order } = await mollieOrder();
    expect((await webhook('tr_forged')).statusCode).toBe(200);
    mollie()
      .get(`/v2/payments/${id}`)
      .reply(200, molliePayment(id, 'open', (order.total / 100).toFixed(2)));
    expect((await webhook(id)).statusCode).toBe(200);
    expect((await kit.orderRow(order.id)).paymentState).toBe('open');
  });

  it('does not believe a paid answer for another amount or currency', async () => {
    const { id, order } = await mollieOrder();
    mollie()
      .get(`/v2/payments/${id}`)
      .reply(200, molliePayment(id, 'paid', '0.01'));
    await webhook(id);
    mollie()
      .get(`/v2/payments/${id}`)
      .reply(200, molliePayment(id, 'paid', (order.total / 100).toFixed(2), 'CHF'));
    await webhook(id);
    expect((await kit.orderRow(order.id)).paymentState).toBe('open');
  });

  it('reconciles a payment whose webhook never came and whose guest never returned', async () => {
    const { id, order } = await mollieOrder();
    mollie()
      .get(`/v2/payments/${id}`)
      .reply(200, molliePayment(id, 'paid', (order.total / 100).toFixed(2)));
    vi.setSystemTime(new Date('2026-11-24T17:05:00Z'));
    await runPaymentJobs(ctx.deps, silent, { expiryMinutes: 30 });
    expect((await kit.orderRow(order.id)).paymentState).toBe('paid');
  });

  it('records failed, cancelled and expired payments', async () => {
    for (const [status, state] of [
      ['failed', 'failed'],
      ['canceled', 'cancelled'],
      ['expired', 'expired'],
    ] as const) {
      const { id, order } = await mollieOrder();
      mollie()
        .get(`/v2/payments/${id}`)
        .reply(200, molliePayment(id, status, (order.total / 100).toFixed(2)));
      const back = await kit.get('payment/update', { orderId: order.id, token: order.token });
      expect(back.json<{ data: { status: string } }>().data.status).toBe(state);
    }
  });

  it('tells the guest to choose another way when Mollie refuses, and gives everything back', async () => {
    mollie()
      .post('/v2/payments')
      .reply(401, { status: 401, title: 'Unauthorized Request', detail: 'Missing key' });
    const { response } = await kit.order('mollie');
    expect(response.statusCode).toBe(422);
    expect(response.json<OrderAnswer>().message.body).toBe(
      'The payment has a problem, please choose another way.',
    );
    // SPEC §8: the field at fault is the payment type (another way is the remedy)
    expect(response.json<{ errors?: unknown }>().errors).toEqual({
      paymentType: ['The payment has a problem, please choose another way.'],
    });
  });

  it('cancels an open payment the guest gives up (issue 33), and keeps one Mollie cannot cancel open', async () => {
    const { id, order } = await mollieOrder();
    const value = (order.total / 100).toFixed(2);
    mollie()
      .delete(`/v2/payments/${id}`)
      .reply(200, molliePayment(id, 'canceled', value));
    const cancelled = await kit.post('payment/cancel', {
      restaurantId: kit.olive,
      orderId: order.id,
      token: order.token,
    });
    expect(cancelled.json<{ data: { status: string } }>().data.status).toBe('cancelled');
    expect((await kit.orderRow(order.id)).paymentState).toBe('cancelled');

    const second = await mollieOrder();
    mollie()
      .delete(`/v2/payments/${second.id}`)
      .reply(422, { status: 422, title: 'Unprocessable Entity', detail: 'The payment cannot be canceled' });
    mollie()
      .get(`/v2/payments/${second.id}`)
      .reply(200, molliePayment(second.id, 'open', value));
    const refused = await kit.post('payment/cancel', {
      restaurantId: kit.olive,
      orderId: second.order.id,
      token: second.order.token,
    });
    expect(refused.statusCode).toBe(409);
    expect((await kit.orderRow(second.order.id)).paymentState).toBe('open');
    // it expires in the end, and its slot goes back for the tests after this one
    mollie()
      .get(`/v2/payments/${second.id}`)
      .reply(200, molliePayment(second.id, 'expired', value));
    await kit.get('payment/update', { orderId: second.order.id, token: second.order.token });
  });
});
