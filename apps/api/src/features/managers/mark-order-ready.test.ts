import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveSocket } from '../../test/live-socket';
import { managerFixtures, placeOrder } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 34 (decision 082) POST managers/order/mark-ready: the kitchen calls a pickup order ready;
 * the step is recorded, the boards and the guest's page hear it, and a guest with an e-mail gets
 * "your order is ready" (in the outbox: the tests run without SMTP_URL).
 */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
let base: string;
const outbox = join(tmpdir(), 'tavola-test-outbox');

const as = (token: string) => ({
  get: (url: string, query: Record<string, string | number>) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: { authorization: `Bearer ${token}` },
    }),
  post: (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    }),
});

const setOrder = (orderId: number, values: Partial<typeof schema.orders.$inferInsert>) =>
  ctx.deps.db.update(schema.orders).set(values).where(eq(schema.orders.id, orderId));

/** A pickup order in preparation, its guest reachable at a fresh address (found in the outbox by it). */
async function orderInPreparation(contact: Record<string, string> = {}) {
  const placed = await placeOrder(ctx, f.olive, f.falafel.id);
  const email = `ready-${randomBytes(6).toString('hex')}@example.org`;
  await setOrder(placed.orderId, { contact: { name: 'Ada Lovelace', email, ...contact } });
  const started = await as(f.oliveManager).post('managers/order/change-status', {
    restaurantId: f.olive,
    orderId: placed.orderId,
    status: 'processing',
  });
  expect(started.statusCode, started.body).toBe(200);
  return { ...placed, email };
}

const markReady = (token: string, orderId: number, restaurantId = f.olive) =>
  as(token).post('managers/order/mark-ready', { restaurantId, orderId });

/** The mail to `address` the outbox holds, once it is there (it is sent after the commit). */
async function mailTo(address: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.txt'));
    for (const file of files) {
      const text = await readFile(join(outbox, file), 'utf8');
      if (text.includes(`\nTo: ${address}\n`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} in ${outbox}`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // open at any hour: orders are placed at the real time (the sockets need real timers)
  await ctx.deps.db.update(schema.restaurants).set({ settings: {} });
  await ctx.deps.db.delete(schema.openingHours);
  await ctx.deps.db.insert(schema.openingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      restaurantId: f.olive,
      deliveryType: 'pickup' as const,
      weekday,
      openAt: '00:00',
      closeAt: '24:00',
    })),
  );
});
afterAll(() => ctx?.close());

describe('calling an order ready', () => {
  it('keeps it processing, records who called it ready, and tells the board and the guest live', async () => {
    const { orderId, token, email } = await orderInPreparation();
    const board = await openLiveSocket(base, {
      type: 'manager',
      token: f.oliveManager,
      restaurantId: f.olive,
    });
    const guest = await openLiveSocket(base, { type: 'order', restaurantId: f.olive, orderId, token });
    await board.ready();
    await guest.ready();

    const response = await markReady(f.oliveManager, orderId);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{
      data: { status: string; ready_at: string | null; next_statuses: string[] };
      message: { body: string };
    }>();
    expect(answer.data.status).toBe('processing');
    expect(Date.parse(answer.data.ready_at ?? '')).not.toBeNaN();
    expect(answer.data.next_statuses).toEqual(['delivered', 'rejected']);
    expect(answer.message.body).toBe('Called ready: the guest can see it.');

    const heard = (m: { type: string; orderId?: unknown; stage?: unknown }) =>
      m.type === 'order.status' && m.orderId === orderId && m.stage === 'ready';
    expect(await board.next(heard)).toMatchObject({ status: 'processing', restaurantId: f.olive });
    expect(await guest.next(heard)).toMatchObject({ status: 'processing' });
    board.close();
    guest.close();

    const shown = await as(f.oliveManager).get('managers/order/show', { restaurantId: f.olive, orderId });
    const changes = shown.json<{
      data: { status_changes: { from: string; to: string; manager: string | null }[] };
    }>().data.status_changes;
    expect(changes.map(({ from, to }) => `${from} → ${to}`)).toEqual([
      'received → processing',
      'processing → ready',
    ]);
    expect(changes[1]!.manager).toBeTruthy();

    // the guest's own page reads it
    const page = await ctx.get('/api/order', { restaurantId: f.olive, orderId, token });
    expect(
      page.json<{ data: { order: { status: string; ready_at: string | null } } }>().data.order,
    ).toMatchObject({
      status: 'processing',
      ready_at: answer.data.ready_at,
    });

    // handing it over afterwards is recorded from the step it was at
    await as(f.oliveManager).post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId,
      status: 'delivered',
    });
    const after = await as(f.oliveManager).get('managers/order/show', { restaurantId: f.olive, orderId });
    expect(
      after.json<{ data: { status_changes: { from: string; to: string }[] } }>().data.status_changes.at(-1),
    ).toMatchObject({ from: 'ready', to: 'delivered' });
    expect(await mailTo(email)).toContain(`Subject: Your order #${orderId} is ready`);
  });

  it('mails the guest in the order’s language, with the link to the order’s page', async () => {
    const { orderId, token, email } = await orderInPreparation();
    await setOrder(orderId, { lang: 'de' });
    expect((await markReady(f.oliveManager, orderId)).statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(mail).toContain(`Subject: Ihre Bestellung #${orderId} ist fertig`);
    expect(mail).toContain('Content-Language: de');
    expect(mail).toContain(
      `Hallo Ada Lovelace, Ihre Bestellung #${orderId} liegt bei Olive & Linde zur Abholung bereit.`,
    );
    expect(mail).toContain(`/paymentstatus?orderId=${orderId}&token=${token}&restaurant=olive-linde`);
  });

  it('is told once: a second call is refused for the order id, in the caller’s language', async () => {
    const { orderId } = await orderInPreparation();
    expect((await markReady(f.oliveManager, orderId)).statusCode).toBe(200);
    const again = await markReady(f.oliveManager, orderId);
    expect(again.statusCode).toBe(422);
    expect(again.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      orderId: ['This order has been called ready already.'],
    });
  });

  it('refuses an order not yet started and one already handed over', async () => {
    const placed = await placeOrder(ctx, f.olive, f.falafel.id);
    const early = await markReady(f.oliveManager, placed.orderId);
    expect(early.statusCode).toBe(422);
    expect(early.json<{ errors: Record<string, string[]> }>().errors.orderId).toEqual([
      'An order is called ready while it is being prepared, before it is handed over.',
    ]);
    const { orderId } = await orderInPreparation();
    await as(f.oliveManager).post('managers/order/change-status', {
      restaurantId: f.olive,
      orderId,
      status: 'delivered',
    });
    expect((await markReady(f.oliveManager, orderId)).statusCode).toBe(422);
  });

  it('refuses a delivery and an order at a table: nobody comes to fetch those', async () => {
    const delivery = await orderInPreparation();
    await setOrder(delivery.orderId, { deliveryType: 'delivery' });
    const refused = await markReady(f.oliveManager, delivery.orderId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.orderId).toEqual([
      'Only a pickup order, or one eaten in without a table, is called ready; a class is not.',
    ]);
    const [table] = await ctx.deps.db
      .select()
      .from(schema.tables)
      .where(eq(schema.tables.restaurantId, f.olive));
    const atTable = await orderInPreparation();
    await setOrder(atTable.orderId, { deliveryType: 'here', tableId: table!.id });
    expect((await markReady(f.oliveManager, atTable.orderId)).statusCode).toBe(422);
    // eaten in without a table: collected at the counter, so it is called ready
    const counter = await orderInPreparation();
    await setOrder(counter.orderId, { deliveryType: 'here' });
    expect((await markReady(f.oliveManager, counter.orderId)).statusCode).toBe(200);
    expect(await mailTo(counter.email)).toContain('please collect it at the counter');
  });

  it('refuses a class booked at a restaurant with a ticketing system: its guests come to the class (issue 33)', async () => {
    const booking = await orderInPreparation();
    await ctx.deps.db
      .update(schema.restaurants)
      .set({ settings: { ticketingSystem: true } })
      .where(eq(schema.restaurants.id, f.olive));
    ctx.deps.requireRestaurant.forget(f.olive);
    try {
      const refused = await markReady(f.oliveManager, booking.orderId);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors.orderId).toEqual([
        'Only a pickup order, or one eaten in without a table, is called ready; a class is not.',
      ]);
    } finally {
      await ctx.deps.db
        .update(schema.restaurants)
        .set({ settings: {} })
        .where(eq(schema.restaurants.id, f.olive));
      ctx.deps.requireRestaurant.forget(f.olive);
    }
  });

  it('refuses an order whose online payment is still open with 409', async () => {
    const { orderId } = await orderInPreparation();
    await setOrder(orderId, { isOnlinePayment: true, paymentState: 'open' });
    const held = await markReady(f.oliveManager, orderId);
    expect(held.statusCode).toBe(409);
    expect(held.json<{ message: { code: string } }>().message.code).toBe('order_awaiting_payment');
  });
});

describe('who may call an order ready', () => {
  it("a guest's or a customer's token: 403 'Not authorized.'", async () => {
    const { orderId } = await orderInPreparation();
    for (const token of [await ctx.publicToken(), f.customerToken]) {
      const response = await markReady(token, orderId);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: { code: string } }>().message.code).toBe('not_authorized');
    }
  });

  it('another restaurant’s manager cannot, naming either restaurant; the order stays as it was', async () => {
    const { orderId } = await orderInPreparation();
    const other = await markReady(f.sakuraManager, orderId);
    expect(other.statusCode).toBe(403);
    expect(other.json<{ message: { code: string } }>().message.code).toBe('no_permission');
    const ownRestaurant = await markReady(f.sakuraManager, orderId, f.sakura);
    expect(ownRestaurant.statusCode).toBe(404);
    const [row] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(row!.readyAt).toBeNull();
  });
});
