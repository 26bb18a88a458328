import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Exactly once, never oversold — on real PostgreSQL, where requests truly run at once
 * (PGlite has a single connection, so races cannot happen there).
 */
describe.skipIf(process.env.TEST_DRIVER !== 'postgres')('create-order under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let token: string;
  let guestId: string;
  let olive: number;
  let falafel: number;

  const order = (basketId: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: { restaurantId: olive, basketId, paymentType: 'cash' },
    });

  /** Ready pickup baskets written straight to the database (the setup is not what is tested). */
  async function baskets(count: number, units = 1, voucherId: number | null = null) {
    const rows = await ctx.deps.db
      .insert(schema.baskets)
      .values(
        Array.from({ length: count }, () => ({
          restaurantId: olive,
          guestId,
          deliveryType: 'pickup' as const,
          voucherId,
          contact: { name: 'Ada', email: 'ada@example.org', mobile: '0301234567' },
        })),
      )
      .returning({ id: schema.baskets.id });
    await ctx.deps.db
      .insert(schema.basketProducts)
      .values(
        rows.map((row) => ({ restaurantId: olive, basketId: row.id, productId: falafel, quantity: units })),
      );
    return rows.map((row) => row.id);
  }
  const ordersCount = async () =>
    (await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.restaurantId, olive))).length;

  beforeAll(async () => {
    ctx = await createTestContext();
    const [row] = await ctx.deps.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.slug, 'olive-linde'));
    olive = row!.id;
    const products = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.restaurantId, olive));
    falafel = products.find((p) => p.name.en === 'Falafel (5 pieces)')!.id;
  }, 60_000);
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-24T17:02:00Z')); // Tuesday 18:02 in Berlin, pickup open
    token = await ctx.publicToken();
    const principal = await ctx.deps.tokens.verify(token);
    guestId = typeof principal === 'object' && principal.kind === 'public' ? principal.guestId : '';
    await ctx.deps.db.delete(schema.orders).where(eq(schema.orders.restaurantId, olive));
    await ctx.deps.db.delete(schema.slotUsage).where(eq(schema.slotUsage.restaurantId, olive));
    const [restaurant] = await ctx.deps.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, olive));
    await ctx.deps.db
      .update(schema.restaurants)
      .set({ settings: { ...restaurant!.settings, slot_capacity: null } })
      .where(eq(schema.restaurants.id, olive));
    return () => vi.useRealTimers();
  });

  it('200 orders at once for a product with stock 10 → exactly 10 orders, stock 0', async () => {
    await ctx.deps.db.update(schema.products).set({ stock: 10 }).where(eq(schema.products.id, falafel));
    const ids = await baskets(200);
    const responses = await Promise.all(ids.map((id) => order(id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode !== 200 && r.statusCode !== 422)).toEqual([]);
    expect(await ordersCount()).toBe(10);
    const [product] = await ctx.deps.db.select().from(schema.products).where(eq(schema.products.id, falafel));
    expect(product!.stock).toBe(0);
    await ctx.deps.db.update(schema.products).set({ stock: null }).where(eq(schema.products.id, falafel));
  }, 120_000);

  it('50 orders at once with a voucher limited to one use → exactly one use', async () => {
    const [voucher] = await ctx.deps.db
      .insert(schema.vouchers)
      .values({ restaurantId: olive, code: `ONCE${Date.now()}`, kind: 'fixed', value: 100, usageLimit: 1 })
      .returning();
    const ids = await baskets(50, 2, voucher!.id);
    const responses = await Promise.all(ids.map((id) => order(id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [after] = await ctx.deps.db
      .select()
      .from(schema.vouchers)
      .where(eq(schema.vouchers.id, voucher!.id));
    expect(after!.usedCount).toBe(1);
    expect(await ordersCount()).toBe(1);
  }, 120_000);

  it('100 orders at once into a slot capped at 5 → exactly 5', async () => {
    const [restaurant] = await ctx.deps.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, olive));
    await ctx.deps.db
      .update(schema.restaurants)
      .set({ settings: { ...restaurant!.settings, slot_capacity: 5 } })
      .where(eq(schema.restaurants.id, olive));
    const ids = await baskets(100);
    const responses = await Promise.all(ids.map((id) => order(id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(await ordersCount()).toBe(5);
  }, 120_000);

  it('the same Idempotency-Key sent 20 times at once → one order', async () => {
    const [basketId] = await baskets(1);
    const headers = { 'idempotency-key': `attempt-${Date.now()}` };
    const responses = await Promise.all(Array.from({ length: 20 }, () => order(basketId!, headers)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json<{ data: { orderId: number } }>().data.orderId)).size).toBe(1);
    expect(await ordersCount()).toBe(1);
  }, 120_000);
});
