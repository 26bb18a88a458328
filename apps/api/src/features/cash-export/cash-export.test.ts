import { schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures, placeOrder } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 36 (decision 087): the orders paid on site and handed over, for the restaurant's
 * certified cash register: one row per VAT rate, the owner's only, one restaurant's only.
 */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

async function handOver(orderId: number, restaurantId: number, token: string) {
  const manager = clientOf(ctx, token);
  for (const status of ['processing', 'delivered'])
    expect(
      (await manager.post('managers/order/change-status', { restaurantId, orderId, status })).status,
    ).toBe(200);
}

const exportOf = (token: string, query: Record<string, string | number>, lang = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/managers/cash-export?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());
beforeEach(() => {
  // Tuesday 2026-11-24, 18:02 in Berlin and Zurich: both restaurants are open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  return () => vi.useRealTimers();
});

describe('GET /api/managers/cash-export', () => {
  it("lists the day's cash orders handed over, per VAT rate, with their invoice numbers", async () => {
    const handed = await placeOrder(ctx, f.olive, f.falafel.id, { units: 2 });
    await handOver(handed.orderId, f.olive, f.oliveManager);
    const waiting = await placeOrder(ctx, f.olive, f.falafel.id);
    const [shoyu] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(
        and(eq(schema.products.restaurantId, f.sakura), sql`${schema.products.name}->>'en' = 'Shoyu ramen'`),
      );
    const elsewhere = await placeOrder(ctx, f.sakura, shoyu!.id);
    await handOver(elsewhere.orderId, f.sakura, f.sakuraManager);

    const answer = await exportOf(f.oliveManager, {
      restaurantId: f.olive,
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('cash-olive-linde-2026-11-24-2026-11-24.csv');
    const [header, ...rows] = answer.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe('Invoice number,Date,Time,Order,Payment,VAT rate (%),Net,VAT,Gross');
    const [invoice] = await ctx.deps.db
      .select({ number: schema.orders.invoiceNumber })
      .from(schema.orders)
      .where(eq(schema.orders.id, handed.orderId));
    // 2 × falafel €7.50 for pickup: 7 % of €15.00 is €0.98
    expect(rows).toEqual([`${invoice!.number},2026-11-24,18:02,${handed.orderId},cash,7,14.02,0.98,15.00`]);
    expect(answer.body).not.toContain(`,${waiting.orderId},`);
    expect(answer.body).not.toContain(`,${elsewhere.orderId},`);

    const before = await exportOf(f.oliveManager, {
      restaurantId: f.olive,
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(before.body.replace('\uFEFF', '').trim().split('\r\n')).toHaveLength(1);
    const german = await exportOf(
      f.oliveManager,
      { restaurantId: f.olive, from: '2026-11-24', to: '2026-11-24' },
      'de',
    );
    expect(german.body).toContain('Rechnungsnummer,Datum,Uhrzeit');
  });

  it("refuses another restaurant's manager, a manager who is not the owner, and a reversed range", async () => {
    const other = await exportOf(f.sakuraManager, {
      restaurantId: f.olive,
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(other.statusCode).toBe(403);

    const [manager] = await ctx.deps.db
      .insert(schema.managers)
      .values({ email: 'waiter@olive-linde.demo', passwordHash: 'x', name: 'Waiter' })
      .returning();
    await ctx.deps.db
      .insert(schema.managerRestaurants)
      .values({ managerId: manager!.id, restaurantId: f.olive, role: 'manager' });
    const token = await ctx.deps.tokens.issue(
      { kind: 'manager', managerId: manager!.id },
      3600 * 24 * 365 * 20,
    );
    const notOwner = await exportOf(token, { restaurantId: f.olive, from: '2026-11-24', to: '2026-11-24' });
    expect(notOwner.statusCode).toBe(403);

    const reversed = await exportOf(f.oliveManager, {
      restaurantId: f.olive,
      from: '2026-11-24',
      to: '2026-11-01',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['The end date must not be before the start date.']);
  });
});
