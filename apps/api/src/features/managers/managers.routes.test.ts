import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerFixtures, placeOrder } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Issue 7 manager API: restaurants, orders by day and filter, status changes; permissions and tenancy. */

interface Body {
  data?: unknown;
  meta?: { total: number; current_page: number; last_page: number; from: number | null; to: number | null };
  message?: { body: string; code?: string };
  errors?: Record<string, string[]>;
}
interface OrderBody {
  id: number;
  status: string;
  next_statuses: string[];
  deliveryTime: string | null;
  created_time: string;
  user_details: Record<string, string>;
  products: { name: string; quantity: number; comment: string | null }[];
  status_changes?: { from: string; to: string; at: string; manager: string | null }[];
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

const as = (token: string | undefined) => ({
  get: (url: string, query: Record<string, string | number> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  post: (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    }),
});

/**
 * An order placed now. Its creation time is set from the test's clock: PostgreSQL's now() runs
 * on the server's real clock, which the faked one does not reach.
 */
async function placeToday(
  ...args: Parameters<typeof placeOrder> extends [unknown, ...infer Rest] ? Rest : never
) {
  const placed = await placeOrder(ctx, ...args);
  await ctx.deps.db
    .update(schema.orders)
    .set({ createdAt: new Date() })
    .where(eq(schema.orders.id, placed.orderId));
  return placed;
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

describe('who may use the manager API', () => {
  it("a guest's or a customer's token gets 403 'Not authorized.' on every manager endpoint", async () => {
    const calls: [string, string, Record<string, unknown>][] = [
      ['GET', 'managers/restaurant', {}],
      ['GET', 'managers/order', { restaurantId: f.olive }],
      ['GET', 'managers/order/show', { restaurantId: f.olive, orderId: 1 }],
      ['GET', 'managers/order/board', { restaurantId: f.olive }],
      ['GET', 'managers/order/search', { restaurantId: f.olive, q: 'Ada' }],
      ['POST', 'managers/order/change-status', { restaurantId: f.olive, orderId: 1, status: 'processing' }],
      ['GET', 'managers/products', { restaurantId: f.olive }],
      ['GET', 'managers/break-patterns', { restaurantId: f.olive }],
      ['POST', 'managers/break-patterns/create', { restaurantId: f.olive }],
      ['POST', 'managers/break-patterns/update', { restaurantId: f.olive, id: 1 }],
      ['POST', 'managers/break-patterns/stop', { restaurantId: f.olive, id: 1 }],
      ['POST', 'managers/break-patterns/delete', { restaurantId: f.olive, id: 1 }],
    ];
    for (const token of [await ctx.publicToken(), f.customerToken]) {
      for (const [method, url, input] of calls) {
        const caller = as(token);
        const response =
          method === 'GET'
            ? await caller.get(url, input as Record<string, number>)
            : await caller.post(url, input);
        expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(403);
        expect(response.json<Body>().message, url).toMatchObject({
          body: 'Not authorized.',
          code: 'not_authorized',
        });
      }
    }
  });

  it('without a token: 401', async () => {
    const response = await as(undefined).get('managers/restaurant');
    expect(response.statusCode).toBe(401);
  });

  it("a manager of one restaurant acting on another gets 'you dont have permission to do this'", async () => {
    const { orderId } = await placeToday(f.olive, f.falafel.id);
    const sakura = as(f.sakuraManager);
    const responses = [
      await sakura.get('managers/order', { restaurantId: f.olive }),
      await sakura.get('managers/order/show', { restaurantId: f.olive, orderId }),
      await sakura.post('managers/order/change-status', {
        restaurantId: f.olive,
        orderId,
        status: 'processing',
      }),
      await sakura.get('managers/break-patterns', { restaurantId: f.olive }),
      await sakura.post('managers/break-patterns/create', { restaurantId: f.olive, name: 'x' }),
      // a restaurant that does not exist is answered alike: nothing to learn by probing
      await sakura.get('managers/order', { restaurantId: 999_999 }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json<Body>().message).toMatchObject({
        body: 'you dont have permission to do this',
        code: 'no_permission',
      });
    }
    const [order] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('received');
  });

  it("a manager cannot reach another restaurant's order through their own restaurant", async () => {
    const { orderId } = await placeToday(f.olive, f.falafel.id);
    const sakura = as(f.sakuraManager);
    expect((await sakura.get('managers/order/show', { restaurantId: f.sakura, orderId })).statusCode).toBe(
      404,
    );
    const change = await sakura.post('managers/order/change-status', {
      restaurantId: f.sakura,
      orderId,
      status: 'processing',
    });
    expect(change.statusCode).toBe(404);
    const list = (await sakura.get('managers/order', { restaurantId: f.sakura })).json<{
      data: OrderBody[];
    }>();
    expect(list.data.map((order) => order.id)).not.toContain(orderId);
  });
});

describe('GET api/managers/restaurant', () => {
  it('lists only the restaurants the manager runs', async () => {
    const response = await as(f.oliveManager).get('managers/restaurant');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { id: number; time_zone: string }[] }>().data).toEqual([
      expect.objectContaining({
        id: f.olive,
        name: 'Olive & Linde',
        time_zone: 'Europe/Berlin',
        currency: 'EUR',
        ticketing_system: false,
      }),
    ]);
  });
});

describe('GET api/managers/order', () => {
  it("lists the day's orders in the restaurant's zone, newest first, with items, contact and status buttons", async () => {
    const first = await placeToday(f.olive, f.falafel.id, { units: 2, comment: 'no onions' });
    const second = await placeToday(f.olive, f.falafel.id);
    const response = await as(f.oliveManager).get('managers/order', {
      restaurantId: f.olive,
      from_date: '2026-11-24',
      to_date: '2026-11-24',
      filter_type: 'create',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Body & { data: OrderBody[] }>();
    const ids = body.data.map((order) => order.id);
    expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId));
    const order = body.data.find((entry) => entry.id === first.orderId)!;
    expect(order).toMatchObject({
      status: 'received',
      next_statuses: ['processing', 'rejected'],
      created_time: '2026-11-24 18:02',
      user_details: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
    });
    expect(order.products).toEqual([
      expect.objectContaining({ name: 'Falafel (5 pieces)', quantity: 2, comment: 'no onions' }),
    ]);
  });

  it("today in the restaurant's zone is the default; other days hold other orders", async () => {
    const { orderId } = await placeToday(f.olive, f.falafel.id);
    const today = (await as(f.oliveManager).get('managers/order', { restaurantId: f.olive })).json<{
      data: OrderBody[];
    }>();
    expect(today.data.map((order) => order.id)).toContain(orderId);
    const yesterday = (
      await as(f.oliveManager).get('managers/order', { restaurantId: f.olive, from_date: '2026-11-23' })
    ).json<{ data: OrderBody[] }>();
    expect(yesterday.data.map((order) => order.id)).not.toContain(orderId);
  });

  it('finds an order placed at 00:30 Berlin time (23:30 UTC the day before) on its Berlin day', async () => {
    // the order's creation instant is set directly: 2026-11-24 23:30 UTC = 2026-11-25 00:30 Berlin
    const { orderId } = await placeToday(f.olive, f.falafel.id);
    await ctx.deps.db
      .update(schema.orders)
      .set({ createdAt: new Date('2026-11-24T23:30:00Z') })
      .where(eq(schema.orders.id, orderId));
    const on = async (day: string) =>
      (await as(f.oliveManager).get('managers/order', { restaurantId: f.olive, from_date: day }))
        .json<{ data: OrderBody[] }>()
        .data.map((order) => order.id);
    expect(await on('2026-11-25')).toContain(orderId);
    expect(await on('2026-11-24')).not.toContain(orderId);
  });

  it('filters by delivery time: a pre-order for another day appears on that day', async () => {
    const { orderId } = await placeToday(f.olive, f.falafel.id);
    await ctx.deps.db
      .update(schema.orders)
      .set({ deliveryTime: new Date('2026-11-27T11:30:00Z') }) // Friday 12:30 Berlin
      .where(eq(schema.orders.id, orderId));
    const list = async (query: Record<string, string>) =>
      (await as(f.oliveManager).get('managers/order', { restaurantId: f.olive, ...query })).json<{
        data: OrderBody[];
      }>().data;
    const friday = await list({ from_date: '2026-11-27', filter_type: 'delivery' });
    expect(friday.map((order) => order.id)).toContain(orderId);
    expect(friday.find((order) => order.id === orderId)?.deliveryTime).toBe('2026-11-27 12:30');
    expect((await list({ from_date: '2026-11-27', filter_type: 'create' })).map((o) => o.id)).not.toContain(
      orderId,
    );
    expect((await list({ from_date: '2026-11-24', filter_type: 'delivery' })).map((o) => o.id)).not.toContain(
      orderId,
    );
  });

  it('pages through the orders with a total', async () => {
    for (let i = 0; i < 3; i++) await placeToday(f.olive, f.falafel.id);
    const all = (await as(f.oliveManager).get('managers/order', { restaurantId: f.olive })).json<Body>();
    const total = all.meta!.total;
    expect(total).toBeGreaterThanOrEqual(3);
    const page = await as(f.oliveManager).get('managers/order', {
      restaurantId: f.olive,
      per_page: 2,
      page: 2,
    });
    const body = page.json<Body & { data: OrderBody[] }>();
    expect(body.data).toHaveLength(Math.min(2, total - 2));
    expect(body.meta).toMatchObject({ current_page: 2, last_page: Math.ceil(total / 2), from: 3, total });
  });

  it('answers bad input field by field (422)', async () => {
    const manager = as(f.oliveManager);
    const bad = await manager.get('managers/order', {
      restaurantId: f.olive,
      filter_type: 'paid',
      from_date: '24.11.2026',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<Body>().errors!).sort()).toEqual(['filter_type', 'from_date']);
    expect(bad.json<Body>().errors!.filter_type).toEqual(['The selected filter_type is invalid.']);
    const reversed = await manager.get('managers/order', {
      restaurantId: f.olive,
      from_date: '2026-11-24',
      to_date: '2026-11-23',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json<Body>().errors!.to_date).toEqual([
      'The end date must not be before the start date.',
    ]);
    expect((await manager.get('managers/order', { restaurantId: f.olive, per_page: 1000 })).statusCode).toBe(
      422,
    );
    expect((await manager.get('managers/order', {})).statusCode).toBe(422);
  });
});

describe('POST api/managers/order/change-status', () => {
  it("gives a rejected order's stock back and marks what was paid for refund", async () => {
    const stockOf = async () =>
      (await ctx.deps.db.select().from(schema.products).where(eq(schema.products.id, f.falafel.id)))[0]!
        .stock;
    await ctx.deps.db.update(schema.products).set({ stock: 10 }).where(eq(schema.products.id, f.falafel.id));
    try {
      const { orderId } = await placeToday(f.olive, f.falafel.id, { units: 3 });
      expect(await stockOf()).toBe(7);
      const manager = as(f.oliveManager);
      const rejected = await manager.post('managers/order/change-status', {
        restaurantId: f.olive,
        orderId,
        status: 'rejected',
      });
      expect(rejected.statusCode).toBe(200);
      expect(await stockOf()).toBe(10);
      // paid ahead (here: marked so): the rejected order's money is owed back
      const paid = await placeToday(f.olive, f.falafel.id);
      await ctx.deps.db
        .update(schema.orders)
        .set({ paymentState: 'paid' })
        .where(eq(schema.orders.id, paid.orderId));
      await manager.post('managers/order/change-status', {
        restaurantId: f.olive,
        orderId: paid.orderId,
        status: 'rejected',
      });
      const [row] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, paid.orderId));
      expect(row!.paymentState).toBe('refund_ready');
    } finally {
      await ctx.deps.db
        .update(schema.products)
        .set({ stock: null })
        .where(eq(schema.products.id, f.falafel.id));
    }
  });

  it('moves received → processing → delivered, recording who and when', async () => {
    const { orderId } = await placeToday(f.olive, f.falafel.id);
    const manager = as(f.oliveManager);
    const processing = await manager.post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId,
      status: 'processing',
    });
    expect(processing.statusCode).toBe(200);
    expect(processing.json<Body>().message?.body).toBe('The order status has been changed.');
    expect(processing.json<{ data: OrderBody }>().data).toMatchObject({
      status: 'processing',
      next_statuses: ['delivered', 'rejected'],
    });
    await manager.post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId: String(orderId),
      status: 'delivered',
    });
    const shown = (await manager.get('managers/order/show', { restaurantId: f.olive, orderId })).json<{
      data: OrderBody;
    }>().data;
    expect(shown.status).toBe('delivered');
    expect(shown.status_changes).toEqual([
      { from: 'received', to: 'processing', at: expect.any(String), manager: 'Lena Vogt' },
      { from: 'processing', to: 'delivered', at: expect.any(String), manager: 'Lena Vogt' },
    ]);
    const rows = await ctx.deps.db
      .select()
      .from(schema.orderStatusChanges)
      .where(and(eq(schema.orderStatusChanges.orderId, orderId)));
    expect(rows.map((row) => [row.fromStatus, row.toStatus, row.restaurantId])).toEqual([
      ['received', 'processing', f.olive],
      ['processing', 'delivered', f.olive],
    ]);
    expect(rows[1]!.changedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.changedAt.getTime());
    // the guest's page reads the new status
    const [order] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const guest = await ctx.get('/api/order', { restaurantId: f.olive, orderId, token: order!.token });
    expect(guest.json<{ data: { order: { status: string } } }>().data.order.status).toBe('delivered');
  });

  it('refuses an impossible transition with a message and records nothing', async () => {
    const { orderId } = await placeToday(f.olive, f.falafel.id);
    const manager = as(f.oliveManager);
    const skip = await manager.post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId,
      status: 'delivered',
    });
    expect(skip.statusCode).toBe(422);
    expect(skip.json<Body>().message).toMatchObject({
      body: 'The order cannot go from received to delivered.',
      code: 'status_transition_refused',
    });
    await manager.post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId,
      status: 'rejected',
    });
    const back = await manager.post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId,
      status: 'received',
    });
    expect(back.json<Body>().errors?.status).toEqual(['The order cannot go from rejected to received.']);
    const rows = await ctx.deps.db
      .select()
      .from(schema.orderStatusChanges)
      .where(eq(schema.orderStatusChanges.orderId, orderId));
    expect(rows.map((row) => row.toStatus)).toEqual(['rejected']);
  });

  it('answers in the language asked for', async () => {
    const { orderId } = await placeToday(f.olive, f.falafel.id);
    const response = await as(f.oliveManager).post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId,
      status: 'processing',
      lang: 'de',
    });
    expect(response.json<Body>().message?.body).not.toBe('The order status has been changed.');
  });

  it('answers bad input and unknown orders', async () => {
    const manager = as(f.oliveManager);
    const bad = await manager.post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId: 'x',
      status: 'cooking',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<Body>().errors!).sort()).toEqual(['orderId', 'status']);
    expect(bad.json<Body>().errors!.status).toEqual(['The selected status is invalid.']);
    const missing = await manager.post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId: 999_999,
      status: 'processing',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Body>().message?.body).toBe('The order does not exist.');
  });
});
