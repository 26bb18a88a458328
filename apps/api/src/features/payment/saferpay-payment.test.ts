import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type OrderAnswer, paymentTestKit } from './payment-test-kit';

let ctx: TestContext;
const kit = paymentTestKit(() => ctx);
const saferpay = () => nock('https://test.saferpay.com');
const credentials = {
  customerId: '245294',
  terminalId: '17929695',
  username: 'API_245294_08700063',
  password: 'secret-test-password',
  baseUrl: 'https://test.saferpay.com/api',
};

let sequence = 0;
async function saferpayOrder() {
  const token = `sp-token-${++sequence}`;
  let initialize: Record<string, unknown> = {};
  saferpay()
    .post('/api/Payment/v1/PaymentPage/Initialize', (body) => {
      initialize = body;
      return true;
    })
    .basicAuth({ user: credentials.username, pass: credentials.password })
    .reply(200, {
      ResponseHeader: { SpecVersion: '1.40', RequestId: 'r' },
      Token: token,
      Expiration: '2026-11-24T18:02:00.000+01:00',
      RedirectUrl: `https://test.saferpay.com/vt2/api/PaymentPage/${token}`,
    });
  const { response } = await kit.order('saferPay');
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<OrderAnswer>().data!;
  return { token, answer, order: await kit.orderRow(answer.orderId), initialize };
}

const assertAnswer = (status: string, value: number, currency = 'EUR') => ({
  ResponseHeader: { SpecVersion: '1.40', RequestId: 'r' },
  Transaction: {
    Type: 'PAYMENT',
    Status: status,
    Id: 'tx-1',
    Amount: { Value: String(value), CurrencyCode: currency },
  },
});
const notify = (orderId: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/payment/saferpay/notify?orderId=${orderId}` });

beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
  await kit.giveCredentials('saferPay', credentials);
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

describe('Saferpay', () => {
  it('refuses a notification that names neither an order nor a table claim with a 422 (issue 32.5)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      for (const url of ['/api/payment/saferpay/notify', '/api/payment/saferpay/notify?other=1']) {
        const response = await ctx.app.inject({ method, url, headers: { 'accept-language': 'fr' } });
        expect(response.statusCode, `${method} ${url}`).toBe(422);
        const body = response.json<{
          message: { type: string; body: string };
          errors: Record<string, string[]>;
        }>();
        expect(body.message.type).toBe('error');
        expect(Object.keys(body.errors)).toEqual(['orderId']);
        expect(body.errors.orderId?.[0]).toBe(body.message.body);
      }
    }
  });

  it('initialises the payment page with the amount in minor units and our return and notify URLs', async () => {
    const { answer, order, initialize } = await saferpayOrder();
    expect(answer.paymentLink).toMatch(/^https:\/\/test\.saferpay\.com\/vt2\/api\/PaymentPage\//);
    expect(initialize).toMatchObject({
      TerminalId: credentials.terminalId,
      RequestHeader: { CustomerId: credentials.customerId, SpecVersion: '1.40' },
      Payment: { Amount: { Value: String(order.total), CurrencyCode: 'EUR' }, OrderId: String(order.id) },
    });
    expect(JSON.stringify(initialize)).toContain('/api/payment/saferpay/notify');
  });

  it('captures once when the notification and the return arrive for the same payment', async () => {
    const { order } = await saferpayOrder();
    saferpay()
      .post('/api/Payment/v1/PaymentPage/Assert')
      .once()
      .reply(200, assertAnswer('AUTHORIZED', order.total));
    saferpay().post('/api/Payment/v1/Transaction/Capture').once().reply(200, {
      ResponseHeader: {},
      CaptureId: 'c-1',
      Status: 'CAPTURED',
      Date: '2026-11-24T18:03:00+01:00',
    });
    const [notified, returned] = await Promise.all([
      notify(order.id),
      kit.get('payment/update', { orderId: order.id, token: order.token }),
    ]);
    expect(notified.statusCode).toBe(200);
    expect(returned.json<{ data: { status: string } }>().data.status).toBe('paid');
    expect((await kit.orderRow(order.id)).paymentState).toBe('paid');
    expect((await kit.paymentsOf(order.id)).map((p) => p.state)).toEqual(['paid']);
  });

  it('records an aborted payment as cancelled and a declined one as failed', async () => {
    for (const [errorName, state] of [
      ['TRANSACTION_ABORTED', 'cancelled'],
      ['TRANSACTION_DECLINED', 'failed'],
    ] as const) {
      const { order } = await saferpayOrder();
      saferpay()
        .post('/api/Payment/v1/PaymentPage/Assert')
        .reply(402, { ResponseHeader: {}, Behavior: 'ABORT', ErrorName: errorName, ErrorMessage: 'x' });
      const back = await kit.get('payment/update', { orderId: order.id, token: order.token });
      expect(back.json<{ data: { status: string } }>().data.status).toBe(state);
    }
  });

  it('cancels a payment page the guest gives up (issue 33) and never captures it afterwards', async () => {
    const { order } = await saferpayOrder();
    // the guest is still on the payment page: Saferpay has nothing to assert yet
    saferpay().post('/api/Payment/v1/PaymentPage/Assert').reply(402, {
      ResponseHeader: {},
      Behavior: 'DO_NOT_RETRY',
      ErrorName: 'TRANSACTION_IN_PROGRESS',
      ErrorMessage: 'x',
    });
    const cancelled = await kit.post('payment/cancel', {
      restaurantId: kit.olive,
      orderId: order.id,
      token: order.token,
    });
    expect(cancelled.json<{ data: { status: string } }>().data.status).toBe('cancelled');
    // a late notification asks Saferpay nothing (afterEach: no call left unanswered or unmocked)
    expect((await notify(order.id)).statusCode).toBe(200);
    expect((await kit.orderRow(order.id)).paymentState).toBe('cancelled');
  });

  it('does not capture an authorisation for another amount', async () => {
    const { order } = await saferpayOrder();
    saferpay()
      .post('/api/Payment/v1/PaymentPage/Assert')
      .reply(200, assertAnswer('CAPTURED', order.total - 1));
    await notify(order.id);
    expect((await kit.orderRow(order.id)).paymentState).toBe('open');
  });
});
