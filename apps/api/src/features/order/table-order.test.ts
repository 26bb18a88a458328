import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ErrorBody, patchSettings } from '../../test/demo-fixtures';
import { managerFixtures } from '../../test/manager-fixtures';
import { callerWith, storedBasket, type TableRow, tableGuest, tableNamed } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 16: orders placed at a table carry it, may be paid at the end, need the guests counted
 * today where the restaurant asks (SPEC §4 Login landing, §5), and are refused while the
 * restaurant is closed. Tuesday 2026-11-24, 12:30 in Berlin: Olive & Linde serves here.
 */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
let t2: TableRow;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
  t2 = await tableNamed(ctx, f.olive, 'T2');
});
afterAll(() => ctx?.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T11:30:00Z'));
  return () => vi.useRealTimers();
});

/** a guest at T2 with a falafel in the basket */
async function seatedGuest(table = t2) {
  const guest = await tableGuest(ctx, f.olive);
  expect((await guest.addProduct(f.falafel.id, 2)).statusCode).toBe(200);
  expect((await guest.sitAt(table)).statusCode).toBe(200);
  return guest;
}

const orderCount = async () => (await ctx.deps.db.select().from(schema.orders)).length;

describe('the number of guests at the table (has_person_on_table)', () => {
  it('is asked for before a table order: 422 on table_capacity, nothing written', async () => {
    const guest = await seatedGuest();
    const before = await orderCount();
    const refused = await guest.order();
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors).toEqual({
      table_capacity: ['Please tell us how many guests are at the table.'],
    });
    expect(await orderCount()).toBe(before);
    expect(await storedBasket(ctx, guest.basketId)).toBeDefined();
  });

  it('counted on another day is asked for again', async () => {
    const guest = await seatedGuest();
    await ctx.deps.db
      .update(schema.baskets)
      .set({ extraInfo: { table_capacity: { adults: 2, children: 0, date: '2026-11-23' } } })
      .where(eq(schema.baskets.id, guest.basketId));
    const refused = await guest.order();
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toEqual(['table_capacity']);
  });

  it('below one person is refused when saved', async () => {
    const guest = await seatedGuest();
    expect((await guest.saveCapacity(0, 0)).statusCode).toBe(422);
  });

  it('counted today lets the order through, and the order carries the table', async () => {
    const guest = await seatedGuest();
    expect((await guest.saveCapacity(2, 1)).statusCode).toBe(200);
    const placed = await guest.order('payAtEnd');
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json<{ data: { orderId: number } }>().data;
    const [order] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ tableId: t2.id, deliveryType: 'here', paymentType: 'payAtEnd' });

    const view = await guest.get('order', { restaurantId: f.olive, orderId });
    expect(view.json<{ data: { order: { table_id: number }; table: unknown } }>().data).toMatchObject({
      order: { table_id: t2.id },
      table: { id: t2.id, name: 'T2' },
    });
    const board = await callerWith(ctx, f.oliveManager).get('managers/order/show', {
      restaurantId: f.olive,
      orderId,
    });
    expect(board.json<{ data: { table: unknown } }>().data.table).toEqual({ id: t2.id, name: 'T2' });
  });

  it('is never refused for a full slot: the guest is seated and has no other time, and it counts in the slot', async () => {
    await patchSettings(ctx, f.olive, { slot_capacity: 1 });
    try {
      const slotStart = new Date('2026-11-24T11:30:00Z');
      await ctx.deps.db
        .insert(schema.slotUsage)
        .values({ restaurantId: f.olive, kind: 'delivery', slotStart, used: 1 })
        .onConflictDoUpdate({
          target: [schema.slotUsage.restaurantId, schema.slotUsage.kind, schema.slotUsage.slotStart],
          set: { used: 1 },
        });
      const guest = await seatedGuest();
      expect((await guest.saveCapacity(2, 0)).statusCode).toBe(200);
      const placed = await guest.order('payAtEnd');
      expect(placed.statusCode, placed.body).toBe(200);
      const [usage] = await ctx.deps.db
        .select()
        .from(schema.slotUsage)
        .where(eq(schema.slotUsage.slotStart, slotStart));
      expect(usage?.used).toBe(2);
    } finally {
      await patchSettings(ctx, f.olive, { slot_capacity: 6 });
    }
  });

  it('is not asked where the restaurant does not ask for it', async () => {
    await patchSettings(ctx, f.olive, { has_person_on_table: false });
    try {
      const guest = await seatedGuest();
      expect((await guest.order('cash')).statusCode).toBe(200);
    } finally {
      await patchSettings(ctx, f.olive, { has_person_on_table: true });
    }
  });
});

describe('orders at a table', () => {
  it('several guests at one table each order from their own phone', async () => {
    const guests = [await seatedGuest(), await seatedGuest(), await seatedGuest()];
    const ids: number[] = [];
    for (const guest of guests) {
      await guest.saveCapacity(1, 0);
      const placed = await guest.order();
      expect(placed.statusCode, placed.body).toBe(200);
      ids.push(placed.json<{ data: { orderId: number } }>().data.orderId);
    }
    const orders = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.tableId, t2.id));
    expect(orders.map((order) => order.id)).toEqual(expect.arrayContaining(ids));
  });

  it('pay at end needs a table: 422 on paymentType elsewhere', async () => {
    const guest = await tableGuest(ctx, f.olive);
    await guest.addProduct(f.falafel.id);
    const refused = await guest.order('payAtEnd');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors).toEqual({
      paymentType: ['You cannot choose cash or pay at end.'],
    });
  });

  it('are refused with the closed message while the restaurant is closed', async () => {
    const guest = await seatedGuest();
    await guest.saveCapacity(2, 0);
    await patchSettings(ctx, f.olive, { closed: true });
    try {
      const refused = await guest.order();
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().errors).toEqual({
        delivery_time: ['The restaurant is not open at the desired time.'],
      });
    } finally {
      await patchSettings(ctx, f.olive, { closed: false });
    }
  });

  it('are refused once the table is deactivated', async () => {
    const t8 = await tableNamed(ctx, f.olive, 'T8');
    const guest = await seatedGuest(t8);
    await guest.saveCapacity(2, 0);
    await ctx.deps.db.update(schema.tables).set({ active: false }).where(eq(schema.tables.id, t8.id));
    const refused = await guest.order();
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors).toEqual({ table_id: ['The table does not exist.'] });
  });
});
