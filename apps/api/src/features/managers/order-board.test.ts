import { schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerFixtures, placeOrder } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 34: the board on a busy night. The board's answer holds every open order earliest due
 * first (tonight's before tomorrow's, an old order still new on top), then today's finished
 * ones; the search finds an order by number, phone or name, in the manager's restaurant only.
 */

interface BoardOrder {
  id: number;
  status: string;
  deliveryTime: string | null;
  created_time: string;
  payment_hold: string | null;
}
interface Body {
  data: BoardOrder[];
  meta?: { today: string; open_limit: number; done_limit: number };
  message?: { body: string; code?: string };
  errors?: Record<string, string[]>;
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

const get = (token: string, url: string, query: Record<string, string | number>, lang?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: { authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) },
  });
const board = async () => {
  const response = await get(f.oliveManager, 'managers/order/board', { restaurantId: f.olive });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Body>();
};
const search = (q: string, token = f.oliveManager, restaurantId = f.olive, lang?: string) =>
  get(token, 'managers/order/search', { restaurantId, q }, lang);

/** an order of Olive & Linde placed at `placed` and due at `due` (null: as soon as possible) */
async function orderAt(
  placed: string,
  due: string | null,
  changes: Partial<typeof schema.orders.$inferInsert> = {},
) {
  const { orderId } = await placeOrder(ctx, f.olive, f.falafel.id);
  await ctx.deps.db
    .update(schema.orders)
    .set({ createdAt: new Date(placed), deliveryTime: due ? new Date(due) : null, ...changes })
    .where(eq(schema.orders.id, orderId));
  return orderId;
}

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

describe('GET api/managers/order/board', () => {
  it('lists open orders earliest due first, whatever the order they came in, tomorrow after tonight', async () => {
    // placed in this order: the 19:00 pickup first, tomorrow's next, then the 18:00 one, then one as soon as possible
    const seven = await orderAt('2026-11-24T16:40:00Z', '2026-11-24T18:00:00Z');
    const tomorrow = await orderAt('2026-11-24T16:45:00Z', '2026-11-25T11:30:00Z');
    const six = await orderAt('2026-11-24T16:50:00Z', '2026-11-24T17:00:00Z');
    const asap = await orderAt('2026-11-24T16:55:00Z', null);
    const answer = await board();
    expect(answer.meta).toEqual({ today: '2026-11-24', open_limit: 300, done_limit: 100 });
    const ids = answer.data
      .map((order) => order.id)
      .filter((id) => [seven, tomorrow, six, asap].includes(id));
    expect(ids).toEqual([asap, six, seven, tomorrow]);
  });

  it('keeps an old order still new on the board, above today’s, however many came after it', async () => {
    const old = await orderAt('2026-11-23T19:00:00Z', '2026-11-23T19:30:00Z');
    for (let i = 0; i < 3; i++) await orderAt('2026-11-24T16:00:00Z', '2026-11-24T17:30:00Z');
    const ids = (await board()).data.map((order) => order.id);
    expect(ids).toContain(old);
    const todays = (await board()).data.filter((order) => order.deliveryTime?.startsWith('2026-11-24'));
    expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(todays[0]!.id));
  });

  it('shows finished orders of today after the open ones, the last finished first, and not yesterday’s', async () => {
    const first = await orderAt('2026-11-24T15:00:00Z', '2026-11-24T15:30:00Z', {
      status: 'delivered',
      updatedAt: new Date('2026-11-24T15:40:00Z'),
    });
    const second = await orderAt('2026-11-24T15:10:00Z', '2026-11-24T15:45:00Z', {
      status: 'rejected',
      updatedAt: new Date('2026-11-24T16:40:00Z'),
    });
    // placed today for Friday, paid online, the payment failed: over, and part of today's done
    const failed = await orderAt('2026-11-24T16:00:00Z', '2026-11-27T11:30:00Z', {
      isOnlinePayment: true,
      paymentState: 'failed',
      updatedAt: new Date('2026-11-24T16:05:00Z'),
    });
    const yesterday = await orderAt('2026-11-23T15:00:00Z', '2026-11-23T15:30:00Z', { status: 'delivered' });
    const open = await orderAt('2026-11-24T16:58:00Z', '2026-11-24T21:00:00Z');
    const ids = (await board()).data.map((order) => order.id);
    expect(ids).not.toContain(yesterday);
    expect(ids.indexOf(open)).toBeLessThan(ids.indexOf(second));
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(failed));
    expect(ids.indexOf(failed)).toBeLessThan(ids.indexOf(first));
  });

  it("shows no other restaurant's orders, and refuses a manager of another restaurant", async () => {
    const { orderId } = await placeOrder(ctx, f.sakura, (await sakuraProduct()).id);
    expect((await board()).data.map((order) => order.id)).not.toContain(orderId);
    const refused = await get(f.sakuraManager, 'managers/order/board', { restaurantId: f.olive });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>().message?.code).toBe('no_permission');
  });
});

describe('GET api/managers/order/search', () => {
  it('finds an order by its number, with or without #', async () => {
    const id = await orderAt('2026-11-20T11:00:00Z', null);
    for (const q of [String(id), `#${id}`]) {
      const found = await search(q);
      expect(found.statusCode).toBe(200);
      expect(found.json<Body>().data.map((order) => order.id)).toContain(id);
    }
  });

  it('finds an order by part of the name, whatever the case, on any day', async () => {
    const id = await orderAt('2026-10-02T11:00:00Z', null, {
      contact: { name: 'Grace Hopper', mobile: '+49 151 2345 6789' },
    });
    expect((await search('hopp')).json<Body>().data.map((order) => order.id)).toContain(id);
    expect((await search('GRACE')).json<Body>().data.map((order) => order.id)).toContain(id);
  });

  it('finds an order by the phone, typed with other spaces or in the national form', async () => {
    const id = await orderAt('2026-11-24T12:00:00Z', null, {
      contact: { name: 'Jon', mobile: '+49 151 2345 6789' },
    });
    for (const q of ['0151 23456789', '151-2345', '+4915123456789'])
      expect(
        (await search(q)).json<Body>().data.map((order) => order.id),
        q,
      ).toContain(id);
    expect((await search('0151 9999')).json<Body>().data.map((order) => order.id)).not.toContain(id);
  });

  it('takes % and _ as letters, not as wildcards', async () => {
    await orderAt('2026-11-24T12:00:00Z', null, { contact: { name: 'Ada Lovelace' } });
    expect((await search('a%e')).json<Body>().data).toEqual([]);
  });

  it("finds only the manager's restaurant's orders", async () => {
    const product = await sakuraProduct();
    const { orderId } = await placeOrder(ctx, f.sakura, product.id);
    await ctx.deps.db
      .update(schema.orders)
      .set({ contact: { name: 'Sakura Guest Zed' } })
      .where(eq(schema.orders.id, orderId));
    expect((await search('Guest Zed')).json<Body>().data).toEqual([]);
    expect((await search(String(orderId))).json<Body>().data.map((order) => order.id)).not.toContain(orderId);
    const refused = await search('Guest Zed', f.sakuraManager, f.olive);
    expect(refused.statusCode).toBe(403);
    const own = await search('Guest Zed', f.sakuraManager, f.sakura);
    expect(own.json<Body>().data.map((order) => order.id)).toEqual([orderId]);
  });

  it('answers a text that can find nothing with 422 and a message for the field, in the caller’s language', async () => {
    // an empty parameter is a missing one
    expect((await search('')).json<Body>().errors?.q).toEqual(['The q field is required.']);
    for (const q of [' ', 'x', '#']) {
      const answer = await search(q);
      expect(answer.statusCode, q).toBe(422);
      expect(answer.json<Body>().errors?.q).toEqual([
        'Enter an order number, a phone number or at least two letters of a name.',
      ]);
    }
    const arabic = await search('x', f.oliveManager, f.olive, 'ar');
    expect(arabic.json<Body>().errors?.q).toEqual(['أدخل رقم طلب أو رقم هاتف أو حرفين على الأقل من الاسم.']);
    expect((await search('x'.repeat(101))).statusCode).toBe(422);
  });
});

/** a Sakura Ramen dish without options to choose */
async function sakuraProduct() {
  const [product] = await ctx.deps.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.restaurantId, f.sakura), sql`${schema.products.name}->>'en' = 'Edamame'`));
  return product!;
}
