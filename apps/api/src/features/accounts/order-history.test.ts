import { randomUUID } from 'node:crypto';
import type { OrderSummaryDto, PageMeta } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { createTestContext, type TestContext } from '../../test/test-app';
import { attemptLimits } from '../auth';
import {
  type Customer,
  type ErrorBody,
  guestOf,
  placeOrder,
  restaurantIdOf,
  signUp,
} from './account-test-kit';

/** SPEC §7 order/history (paginated), order/bill-request, and reordering from the history. */

let smtp: SmtpPeer;
let inbox: SmtpPeer['received'];

let ctx: TestContext;
let olive: number;
let sakura: number;
let ada: Customer;
let mallory: Customer;
let foreigner: Customer;
const adaOrders: number[] = [];
let malloryOrder: number;

type History = { data: OrderSummaryDto[]; meta: PageMeta };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  inbox = smtp.received;
  ctx = await createTestContext({ SMTP_URL: smtp.url, LOG_LEVEL: 'error' });
  olive = restaurantIdOf(ctx, 'olive-linde');
  sakura = restaurantIdOf(ctx, 'sakura-ramen');
  ada = await signUp(ctx, olive);
  mallory = await signUp(ctx, olive);
  foreigner = await signUp(ctx, sakura);
  // 23 orders, one a day, the newest last
  for (let day = 1; day <= 23; day++) {
    const order = await placeOrder(
      ctx,
      olive,
      { userId: ada.user.id },
      { createdAt: new Date(Date.UTC(2026, 0, day, 12)), total: 1000 + day },
    );
    adaOrders.push(order.id);
  }
  malloryOrder = (await placeOrder(ctx, olive, { userId: mallory.user.id })).id;
  await placeOrder(ctx, olive, { guestId: randomUUID() });
  await placeOrder(ctx, sakura, { userId: foreigner.user.id });
});
afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});

describe('GET api/order/history', () => {
  it('pages through the customer’s own orders, newest first, with from, to and total', async () => {
    const first = (await ada.get('order/history')).json<History>();
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 10, total: 23, from: 1, to: 10 });
    expect(first.data.map((order) => order.id)).toEqual(adaOrders.slice(-10).reverse());
    expect(first.data[0]).toMatchObject({
      total: 1023,
      currency: 'EUR',
      status: 'received',
      deliveryType: 'pickup',
      products: [{ name: 'Falafel (5 pieces)', quantity: 2 }],
      review: null,
      // issue 15: received, not delivered yet, so no review (reviews.test.ts: a delivered one can be)
      can_review: false,
    });
    const last = (await ada.get('order/history', { page: 3 })).json<History>();
    expect(last.meta).toMatchObject({ current_page: 3, from: 21, to: 23 });
    expect(last.data.map((order) => order.id)).toEqual(adaOrders.slice(0, 3).reverse());
    const wide = (await ada.get('order/history', { page: 1, per_page: 50 })).json<History>();
    expect(wide.data).toHaveLength(23);
    expect(new Set(wide.data.map((order) => order.id))).toEqual(new Set(adaOrders));
  });

  it('names the products in the language asked for', async () => {
    const response = await ada.get('order/history', { lang: 'de' });
    expect(response.json<History>().data[0]?.products[0]?.name).toBe('Falafel (5 Stück)');
  });

  it('an empty history has no from and to', async () => {
    const fresh = await signUp(ctx, olive);
    expect((await fresh.get('order/history')).json<History>()).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null },
    });
  });

  it('refuses bad pages field by field', async () => {
    const bad: Record<string, string | number>[] = [
      { page: 0 },
      { page: 'x' },
      { per_page: 51 },
      { per_page: 0 },
    ];
    for (const query of bad) {
      const response = await ada.get('order/history', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
    }
  });

  it('a guest has no history; another restaurant’s customer sees only their own', async () => {
    expect((await (await guestOf(ctx, olive)).get('order/history')).statusCode).toBe(401);
    const theirs = (await foreigner.get('order/history')).json<History>();
    expect(theirs.meta.total).toBe(1);
    expect(theirs.data.some((order) => adaOrders.includes(order.id))).toBe(false);
    expect((await foreigner.get('order/history', { restaurantId: olive })).statusCode).toBe(403);
  });
});

describe("another user's order", () => {
  it('cannot be read, billed or reordered', async () => {
    const adaOrder = adaOrders[0]!;
    const read = await mallory.get('order', { orderId: adaOrder });
    expect(read.statusCode).toBe(404);
    expect(read.json<ErrorBody>().message.body).toBe('The order does not exist.');
    expect((await mallory.get('order/bill-request', { order_id: adaOrder })).statusCode).toBe(404);
    expect((await mallory.post('order/create-basket', { orderId: adaOrder })).statusCode).toBe(404);
    expect((await foreigner.get('order', { orderId: adaOrder, restaurantId: olive })).statusCode).toBe(403);
    expect((await foreigner.get('order', { orderId: adaOrder })).statusCode).toBe(404);
    expect((await foreigner.post('order/create-basket', { orderId: adaOrder })).statusCode).toBe(404);
  });

  it('its own order the customer reads and reorders into a basket of theirs', async () => {
    const adaOrder = adaOrders[5]!;
    expect((await ada.get('order', { orderId: adaOrder })).statusCode).toBe(200);
    const reorder = await ada.post('order/create-basket', { orderId: adaOrder });
    expect(reorder.statusCode).toBe(200);
    const basketId = reorder.json<{ data: { basketId: string } }>().data.basketId;
    expect((await ada.get('basket', { basketId })).statusCode).toBe(200);
    expect((await mallory.get('basket', { basketId })).statusCode).toBe(404);
  });
});

describe('GET api/order/bill-request', () => {
  it('mails the bill of the order to the customer', async () => {
    const orderId = adaOrders.at(-1)!;
    const response = await ada.get('order/bill-request', { order_id: orderId, lang: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: { body: string } }>().message.body).toBe(
      'Wir haben Ihnen die Rechnung per E-Mail geschickt.',
    );
    const mail = inbox.find((entry) => entry.to.includes(ada.email));
    expect(mail).toBeDefined();
    const text = mail!.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(`Bestellung #${orderId}`);
    expect(text).toMatch(/2 =C3=97 Falafel \(5 St=C3=BCck\)|2 × Falafel \(5 Stück\)/);
    expect(text).toMatch(/10,23/);
  });

  it("a stranger asking for another's bill from five addresses gets 404s and never locks the owner out", async () => {
    const orderId = adaOrders[2]!;
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/order/bill-request?restaurantId=${olive}&order_id=${orderId}`,
        headers: { authorization: `Bearer ${mallory.token}` },
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect((await ada.get('order/bill-request', { order_id: orderId })).statusCode).toBe(200);
  });

  it('counts bills per caller, after ownership: a few copies, then 429', async () => {
    const { max } = attemptLimits.billRequest.account;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++)
      statuses.push((await ada.get('order/bill-request', { order_id: adaOrders[i % 3]! })).statusCode);
    // earlier tests of this file asked for two bills already
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200)).toHaveLength(max - 2);
    // another customer is another caller
    expect((await mallory.get('order/bill-request', { order_id: malloryOrder })).statusCode).toBe(200);
  });

  it('refuses a missing or malformed order id, and a guest without the order’s token', async () => {
    expect((await ada.get('order/bill-request')).statusCode).toBe(422);
    expect((await ada.get('order/bill-request', { order_id: 'abc' })).statusCode).toBe(422);
    expect((await ada.get('order/bill-request', { order_id: 99_999_999 })).statusCode).toBe(404);
    // a guest asking for a customer's bill: it does not exist for them
    expect(
      (await (await guestOf(ctx, olive)).get('order/bill-request', { order_id: adaOrders[0]! })).statusCode,
    ).toBe(404);
  });

  it('a guest holding the order’s token gets the bill, at the address the order was placed with (issue 32)', async () => {
    const order = await placeOrder(ctx, olive, { guestId: randomUUID() });
    await ctx.deps.db
      .update(schema.orders)
      .set({ contact: { name: 'Table guest', email: 'table-guest@example.org' } })
      .where(eq(schema.orders.id, order.id));
    // a guest at the table, on another phone than the one that ordered: a fresh token, and the order's handle
    const guest = await guestOf(ctx, olive);
    expect((await guest.get('order/bill-request', { order_id: order.id })).statusCode).toBe(404);
    expect(
      (await guest.get('order/bill-request', { order_id: order.id, token: randomUUID() })).statusCode,
    ).toBe(404);
    const asked = await guest.get('order/bill-request', {
      order_id: order.id,
      token: order.token,
      lang: 'fr',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = inbox.find((entry) => entry.to.includes('table-guest@example.org'));
    expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(new RegExp(`commande n(=C2=B0|°) ${order.id}`));
    // the customer of another order gets nothing by naming this one without its token
    expect((await mallory.get('order/bill-request', { order_id: order.id })).statusCode).toBe(404);
  });

  it('an order without an e-mail address says so, and a manager is told it is not theirs', async () => {
    const order = await placeOrder(ctx, olive, { guestId: randomUUID() });
    await ctx.deps.db
      .update(schema.orders)
      .set({ contact: { name: 'Walk-in' } })
      .where(eq(schema.orders.id, order.id));
    const guest = await guestOf(ctx, olive);
    const refused = await guest.get('order/bill-request', { order_id: order.id, token: order.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message.body).toBe(
      'This order has no e-mail address to send the bill to.',
    );
    const manager = await ctx.deps.tokens.issue({ kind: 'manager', managerId: 1 }, 3600);
    const byManager = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/bill-request?restaurantId=${olive}&order_id=${order.id}&token=${order.token}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(byManager.statusCode).toBe(403);
  });
});
