import { schema } from '@tavola/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures, placeOrder } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 36 (decision 085): an order gets its invoice number when it is paid, or handed over
 * when it is paid on site: gapless per restaurant, given in the order's own transaction.
 */

let ctx: TestContext;
let fixtures: Awaited<ReturnType<typeof managerFixtures>>;

const invoiceNumbers = async (orderIds: number[]) =>
  (
    await ctx.deps.db
      .select({ number: schema.orders.invoiceNumber })
      .from(schema.orders)
      .where(inArray(schema.orders.id, orderIds))
  ).map((row) => row.number);

const lastInvoiceNumber = async (restaurantId: number) =>
  (
    await ctx.deps.db
      .select({ last: sql<number | null>`max(${schema.orders.invoiceNumber})` })
      .from(schema.orders)
      .where(and(eq(schema.orders.restaurantId, restaurantId), isNotNull(schema.orders.invoiceNumber)))
  )[0]?.last ?? 0;

async function handOver(orderId: number, restaurantId = fixtures.olive, token = fixtures.oliveManager) {
  const manager = clientOf(ctx, token);
  for (const status of ['processing', 'delivered']) {
    const changed = await manager.post('managers/order/change-status', { restaurantId, orderId, status });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());
beforeEach(() => {
  // Tuesday 2026-11-24, 18:02 in Berlin: the orders are placed while the restaurant is open, at any hour
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  return () => vi.useRealTimers();
});

describe('invoice numbers', () => {
  it('a cash order has none until it is handed over, then the next of its restaurant, shown to guest and manager', async () => {
    const before = await lastInvoiceNumber(fixtures.olive);
    const sakuraBefore = await lastInvoiceNumber(fixtures.sakura);
    const placed = await placeOrder(ctx, fixtures.olive, fixtures.falafel.id);
    const guest = clientOf(ctx, placed.guestToken);
    const read = () =>
      guest.get<{ order: { invoice_number: number | null } }>('order', {
        restaurantId: fixtures.olive,
        orderId: placed.orderId,
        token: placed.token,
      });
    expect((await read()).body.data.order.invoice_number).toBeNull();

    await handOver(placed.orderId);
    expect((await read()).body.data.order.invoice_number).toBe(before + 1);
    const detail = await clientOf(ctx, fixtures.oliveManager).get<{ invoice_number: number }>(
      'managers/order/show',
      {
        restaurantId: fixtures.olive,
        orderId: placed.orderId,
      },
    );
    expect(detail.body.data.invoice_number).toBe(before + 1);
    // another restaurant's sequence is its own
    expect(await lastInvoiceNumber(fixtures.sakura)).toBe(sakuraBefore);
  });

  it('a number given in a transaction that rolls back is given again: no gap', async () => {
    const first = await placeOrder(ctx, fixtures.olive, fixtures.falafel.id);
    const second = await placeOrder(ctx, fixtures.olive, fixtures.falafel.id);
    const before = await lastInvoiceNumber(fixtures.olive);
    let given: number | null = null;
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(schema.orders)
          .set({ paymentState: 'paid' })
          .where(eq(schema.orders.id, first.orderId))
          .returning({ number: schema.orders.invoiceNumber });
        given = row?.number ?? null;
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('could not be recorded');
    expect(given).toBe(before + 1);
    expect(await invoiceNumbers([first.orderId])).toEqual([null]);

    await handOver(second.orderId);
    expect(await invoiceNumbers([second.orderId])).toEqual([before + 1]);
  });
});

describe('credit notes', () => {
  it('an invoiced order rejected gets a credit note numbered from the same sequence; its invoice stays', async () => {
    const placed = await placeOrder(ctx, fixtures.olive, fixtures.falafel.id);
    // the provider confirmed the payment (its own path is tested with the payment feature)
    await ctx.deps.db
      .update(schema.orders)
      .set({ paymentState: 'paid' })
      .where(eq(schema.orders.id, placed.orderId));
    const [invoice] = await invoiceNumbers([placed.orderId]);
    expect(invoice).toBe(await lastInvoiceNumber(fixtures.olive));

    const manager = clientOf(ctx, fixtures.oliveManager);
    const rejected = await manager.post('managers/order/change-status', {
      restaurantId: fixtures.olive,
      orderId: placed.orderId,
      status: 'rejected',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const detail = await manager.get<{
      invoice_number: number;
      credit_note_number: number;
      paymentState: string;
    }>('managers/order/show', { restaurantId: fixtures.olive, orderId: placed.orderId });
    expect(detail.body.data).toMatchObject({
      invoice_number: invoice,
      credit_note_number: invoice! + 1,
      paymentState: 'refund_ready',
    });
    // the next invoice follows the credit note
    const next = await placeOrder(ctx, fixtures.olive, fixtures.falafel.id);
    await handOver(next.orderId);
    expect(await invoiceNumbers([next.orderId])).toEqual([invoice! + 2]);
  });

  it('a cash order rejected before it was handed over was never invoiced: no credit note', async () => {
    const placed = await placeOrder(ctx, fixtures.olive, fixtures.falafel.id);
    const manager = clientOf(ctx, fixtures.oliveManager);
    await manager.post('managers/order/change-status', {
      restaurantId: fixtures.olive,
      orderId: placed.orderId,
      status: 'rejected',
    });
    const [row] = await ctx.deps.db
      .select({ invoice: schema.orders.invoiceNumber, creditNote: schema.orders.creditNoteNumber })
      .from(schema.orders)
      .where(eq(schema.orders.id, placed.orderId));
    expect(row).toEqual({ invoice: null, creditNote: null });
  });
});

describe.skipIf(process.env.TEST_DRIVER !== 'postgres')(
  'invoice numbers under concurrency (PostgreSQL)',
  () => {
    it('200 orders handed over at once get 200 distinct consecutive numbers', async () => {
      const { db } = ctx.deps;
      // 200 cash orders written straight to the database (placing them is not what is tested)
      const rows = await db
        .insert(schema.orders)
        .values(
          Array.from({ length: 200 }, () => ({
            restaurantId: fixtures.olive,
            basketId: crypto.randomUUID(),
            deliveryType: 'pickup' as const,
            paymentType: 'cash',
            paymentState: 'on_site' as const,
            isOnlinePayment: false,
            subtotal: 750,
            total: 750,
            currency: 'EUR',
            lang: 'en',
          })),
        )
        .returning({ id: schema.orders.id });
      const ids = rows.map((row) => row.id);
      expect(await invoiceNumbers(ids)).toEqual(ids.map(() => null));
      const before = await lastInvoiceNumber(fixtures.olive);

      await Promise.all(ids.map((id) => handOver(id)));

      const numbers = (await invoiceNumbers(ids)).sort((a, b) => (a ?? 0) - (b ?? 0));
      expect(numbers).toEqual(ids.map((_, index) => before + 1 + index));
    });
  },
);
