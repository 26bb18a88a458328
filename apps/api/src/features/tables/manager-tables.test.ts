import type { ManagerTable } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../../test/demo-fixtures';
import { managerFixtures } from '../../test/manager-fixtures';
import { type Caller, callerWith, tableGuest, tableNamed } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Issue 16: a manager's tables — list, create, change, deactivate, new QR codes, the sheet, the table view. */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
let manager: Caller;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://order.example.com' });
  f = await managerFixtures(ctx);
  manager = callerWith(ctx, f.oliveManager);
});
afterAll(() => ctx?.close());
beforeEach(() => {
  // Tuesday 12:30 in Berlin: Olive & Linde serves here
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T11:30:00Z'));
  return () => vi.useRealTimers();
});

const list = async () =>
  (await manager.get('managers/tables', { restaurantId: f.olive })).json<{ data: ManagerTable[] }>().data;
const create = (body: Record<string, unknown>) =>
  manager.post('managers/tables/create', { restaurantId: f.olive, ...body });
const update = (body: Record<string, unknown>) =>
  manager.post('managers/tables/update', { restaurantId: f.olive, ...body });

describe('the tables of a restaurant', () => {
  it('lists them by area and name, each with the address its QR code encodes', async () => {
    const tables = await list();
    expect(tables.map((table) => `${table.area}/${table.name}`)).toEqual([
      'Courtyard/T5',
      'Courtyard/T6',
      'Courtyard/T7',
      'Courtyard/T8',
      'Dining room/T1',
      'Dining room/T2',
      'Dining room/T3',
      'Dining room/T4',
    ]);
    const t1 = tables.find((table) => table.name === 'T1')!;
    expect(t1).toMatchObject({ seats: 2, active: true, reservable: true });
    expect(t1.qrcode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t1.qr_url).toBe(
      `https://order.example.com/?restaurant=olive-linde&tableId=${t1.id}&qrcode=${t1.qrcode}`,
    );
  });

  it('creates a table with a name of its own, 1 to 99 seats', async () => {
    const created = await create({ name: 'Terrace 1', seats: 4, area: 'Terrace' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      data: { name: 'Terrace 1', seats: 4, area: 'Terrace', active: true, reservable: true },
      message: { body: 'The table has been created.', code: 'table_created' },
    });
    const duplicate = await create({ name: 'T1', seats: 2 });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json<ErrorBody>().errors).toEqual({ name: ['A table with this name already exists.'] });
    for (const seats of [0, 100, 2.5]) {
      const refused = await create({ name: `Odd ${seats}`, seats });
      expect(refused.statusCode, String(seats)).toBe(422);
      expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toEqual(['seats']);
    }
    expect((await create({ name: ' ', seats: 2 })).statusCode).toBe(422);
  });

  it('changes what is given and deactivates: the QR code is refused until it is active again', async () => {
    const created = (await create({ name: 'Window', seats: 2, area: 'Dining room' })).json<{
      data: ManagerTable;
    }>().data;
    const renamed = await update({ id: created.id, name: 'Window seat', seats: 3 });
    expect(renamed.json()).toMatchObject({
      data: { name: 'Window seat', seats: 3, area: 'Dining room' },
      message: { code: 'table_updated' },
    });
    expect(
      (await update({ id: created.id, area: null })).json<{ data: ManagerTable }>().data.area,
    ).toBeNull();
    expect((await update({ id: created.id })).json<{ data: ManagerTable }>().data.name).toBe('Window seat');

    const guest = await tableGuest(ctx, f.olive);
    const row = await tableNamed(ctx, f.olive, 'Window seat');
    expect((await update({ id: created.id, active: false })).json<{ data: ManagerTable }>().data.active).toBe(
      false,
    );
    expect((await guest.sitAt(row)).statusCode).toBe(404);
    await update({ id: created.id, active: true });
    expect((await guest.sitAt(row)).statusCode).toBe(200);

    expect((await update({ id: 2_000_000, name: 'Ghost' })).statusCode).toBe(404);
    expect((await update({ id: created.id, name: 'T2' })).statusCode).toBe(422);
  });

  it('gives a table a new QR code: codes printed before stop working', async () => {
    const t4 = await tableNamed(ctx, f.olive, 'T4');
    const answer = await manager.post('managers/tables/regenerate-qr', { restaurantId: f.olive, id: t4.id });
    expect(answer.statusCode).toBe(200);
    const renewed = answer.json<{ data: ManagerTable; message: { code: string } }>();
    expect(renewed.message.code).toBe('table_qr_regenerated');
    expect(renewed.data.qrcode).not.toBe(t4.qrCode);
    expect(renewed.data.qrcode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const guest = await tableGuest(ctx, f.olive);
    expect((await guest.sitAt(t4)).statusCode).toBe(400);
    expect((await guest.sitAt(t4, { qrcode: renewed.data.qrcode })).statusCode).toBe(200);
  });
});

describe('QR codes', () => {
  it('of one table: an SVG of its address', async () => {
    const t2 = await tableNamed(ctx, f.olive, 'T2');
    const answer = await manager.get('managers/tables/qr', { restaurantId: f.olive, id: t2.id });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json<{ data: { name: string; url: string; svg: string } }>();
    expect(data.name).toBe('T2');
    expect(data.url).toBe(
      `https://order.example.com/?restaurant=olive-linde&tableId=${t2.id}&qrcode=${t2.qrCode}`,
    );
    expect(data.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(
      (await manager.get('managers/tables/qr', { restaurantId: f.olive, id: 2_000_000 })).statusCode,
    ).toBe(404);
  });

  it('on a sheet: the restaurant and every active table', async () => {
    const t7 = await tableNamed(ctx, f.olive, 'T7');
    await ctx.deps.db.update(schema.tables).set({ active: false }).where(eq(schema.tables.id, t7.id));
    try {
      const sheet = await manager.get('managers/tables/qr-sheet', { restaurantId: f.olive });
      const { data } = sheet.json<{
        data: { restaurant: { name: string }; tables: { name: string; svg: string }[] };
      }>();
      expect(data.restaurant.name).toBe('Olive & Linde');
      const active = (await list()).filter((table) => table.active).map((table) => table.name);
      expect(data.tables.map((table) => table.name)).toEqual(active);
      expect(data.tables.map((table) => table.name)).not.toContain('T7');
      for (const table of data.tables) expect(table.svg.startsWith('<svg')).toBe(true);
    } finally {
      await ctx.deps.db.update(schema.tables).set({ active: true }).where(eq(schema.tables.id, t7.id));
    }
  });
});

describe('the table view', () => {
  it('shows open orders per table since when with their total, and open calls', async () => {
    const t1 = await tableNamed(ctx, f.olive, 'T1');
    const totals: number[] = [];
    const ids: number[] = [];
    for (const minutes of [0, 7]) {
      vi.setSystemTime(new Date(Date.parse('2026-11-24T11:30:00Z') + minutes * 60_000));
      const guest = await tableGuest(ctx, f.olive);
      await guest.addProduct(f.falafel.id, 2);
      await guest.sitAt(t1);
      await guest.saveCapacity(2, 0);
      const placed = await guest.order();
      expect(placed.statusCode, placed.body).toBe(200);
      ids.push(placed.json<{ data: { orderId: number } }>().data.orderId);
    }
    for (const id of ids) {
      const [order] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, id));
      totals.push(order!.total);
    }
    // a guest still seated calls a waiter
    const seated = await tableGuest(ctx, f.olive);
    await seated.sitAt(t1);
    expect(
      (await seated.get('restaurant/robot-request', { restaurantId: f.olive, tableId: t1.id })).statusCode,
    ).toBe(200);

    const overview = async () =>
      (await manager.get('managers/tables/overview', { restaurantId: f.olive })).json<{
        data: {
          name: string;
          open_orders: number;
          open_since_time: string | null;
          total: number;
          open_calls: number;
        }[];
        currency: string;
      }>();
    const view = await overview();
    expect(view.currency).toBe('EUR');
    expect(view.data.find((table) => table.name === 'T1')).toMatchObject({
      open_orders: 2,
      open_since_time: '2026-11-24 12:30',
      total: totals[0]! + totals[1]!,
      open_calls: 1,
    });
    expect(view.data.find((table) => table.name === 'T5')).toMatchObject({
      open_orders: 0,
      total: 0,
      open_calls: 0,
    });

    // a delivered order the table has paid is no longer open (one still owed is: settle-at-table.test.ts)
    await ctx.deps.db
      .update(schema.orders)
      .set({ status: 'delivered', paymentState: 'paid' })
      .where(eq(schema.orders.id, ids[0]!));
    expect((await overview()).data.find((table) => table.name === 'T1')).toMatchObject({
      open_orders: 1,
      open_since_time: '2026-11-24 12:37',
      total: totals[1],
    });
  });
});

describe('only managers', () => {
  it("refuses a guest's token with 'Not authorized.'", async () => {
    const guest = callerWith(ctx, await ctx.publicToken());
    const refused = await guest.get('managers/tables', { restaurantId: f.olive });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().message.body).toBe('Not authorized.');
  });
});
