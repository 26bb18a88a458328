import type { ManagerTable, TableCallDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from './test/demo-fixtures';
import { managerFixtures } from './test/manager-fixtures';
import { type Caller, callerWith, type TableRow, tableGuest, tableNamed } from './test/table-guests';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Issue 16 tenancy: Sakura Ramen's manager never sees nor changes Olive & Linde's tables or
 * calls, whether naming Olive's restaurant (403) or reaching for its ids through Sakura's own
 * (404, unchanged); a guest of Olive & Linde cannot sit at Sakura's tables.
 */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
let sakuraManager: Caller;
let t1: TableRow;
let oliveCall: number;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
  sakuraManager = callerWith(ctx, f.sakuraManager);
  t1 = await tableNamed(ctx, f.olive, 'T1');
  const guest = await tableGuest(ctx, f.olive);
  await guest.sitAt(t1);
  const call = await guest.get('restaurant/robot-request', { restaurantId: f.olive, tableId: t1.id });
  expect(call.statusCode, call.body).toBe(200);
  oliveCall = call.json<{ data: { id: number } }>().data.id;
});
afterAll(() => ctx?.close());

const oliveTableNow = async () =>
  (await ctx.deps.db.select().from(schema.tables).where(eq(schema.tables.id, t1.id)))[0];

describe("a manager of Sakura Ramen and Olive & Linde's tables", () => {
  it("is refused every read and change naming Olive & Linde's restaurant", async () => {
    const asOlive = { restaurantId: f.olive };
    const answers = [
      await sakuraManager.get('managers/tables', asOlive),
      await sakuraManager.get('managers/tables/qr', { ...asOlive, id: t1.id }),
      await sakuraManager.get('managers/tables/qr-sheet', asOlive),
      await sakuraManager.get('managers/tables/overview', asOlive),
      await sakuraManager.get('managers/table-calls', asOlive),
      await sakuraManager.post('managers/tables/create', { ...asOlive, name: 'Intruder', seats: 2 }),
      await sakuraManager.post('managers/tables/update', { ...asOlive, id: t1.id, active: false }),
      await sakuraManager.post('managers/tables/regenerate-qr', { ...asOlive, id: t1.id }),
      await sakuraManager.post('managers/table-calls/acknowledge', { ...asOlive, id: oliveCall }),
      await sakuraManager.post('managers/tables/settle', { ...asOlive, id: t1.id }),
      await sakuraManager.post('managers/tables/close-visit', { ...asOlive, id: t1.id }),
      await sakuraManager.get('managers/tables/bill', { ...asOlive, id: t1.id }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json<ErrorBody>().message.body).toBe('you dont have permission to do this');
    }
    expect(await oliveTableNow()).toEqual(t1);
  });

  it("finds none of Olive & Linde's tables or calls through Sakura Ramen's own", async () => {
    const asSakura = { restaurantId: f.sakura };
    // the guest who called opened T1's visit (issue 33): it stays as it is
    const visitsBefore = await ctx.deps.db.select().from(schema.tablePaymentSessions);
    for (const answer of [
      await sakuraManager.get('managers/tables/qr', { ...asSakura, id: t1.id }),
      await sakuraManager.post('managers/tables/update', {
        ...asSakura,
        id: t1.id,
        active: false,
        name: 'Taken',
      }),
      await sakuraManager.post('managers/tables/regenerate-qr', { ...asSakura, id: t1.id }),
      await sakuraManager.post('managers/table-calls/acknowledge', { ...asSakura, id: oliveCall }),
      await sakuraManager.post('managers/tables/settle', { ...asSakura, id: t1.id }),
      await sakuraManager.post('managers/tables/close-visit', { ...asSakura, id: t1.id }),
      await sakuraManager.get('managers/tables/bill', { ...asSakura, id: t1.id }),
    ])
      expect(answer.statusCode, answer.body).toBe(404);
    expect(await ctx.deps.db.select().from(schema.tablePaymentSessions)).toEqual(visitsBefore);
    expect(await oliveTableNow()).toEqual(t1);
    const [call] = await ctx.deps.db
      .select()
      .from(schema.tableCalls)
      .where(eq(schema.tableCalls.id, oliveCall));
    expect(call?.acknowledgedAt).toBeNull();

    const own = (await sakuraManager.get('managers/tables', asSakura)).json<{ data: ManagerTable[] }>().data;
    expect(own.map((table) => table.name).sort()).toEqual(['Booth 1', 'Counter 1', 'Counter 2']);
    const calls = (await sakuraManager.get('managers/table-calls', { ...asSakura, all: 1 })).json<{
      data: TableCallDto[];
    }>().data;
    expect(calls).toEqual([]);
    const overview = (await sakuraManager.get('managers/tables/overview', asSakura)).json<{
      data: { id: number }[];
    }>().data;
    expect(overview.map((table) => table.id)).not.toContain(t1.id);
    const sheet = (await sakuraManager.get('managers/tables/qr-sheet', asSakura)).body;
    expect(sheet).not.toContain(t1.qrCode);
  });
});

describe("a guest of Olive & Linde and Sakura Ramen's tables", () => {
  it('cannot sit at one, with its code or without, nor call from it', async () => {
    const booth = await tableNamed(ctx, f.sakura, 'Booth 1');
    const guest = await tableGuest(ctx, f.olive);
    expect((await guest.sitAt(booth)).statusCode).toBe(400);
    expect((await guest.sitAt(booth, { tableId: undefined, tableName: 'Booth 1' })).statusCode).toBe(404);
    const call = await guest.get('restaurant/robot-request', { restaurantId: f.sakura, tableId: booth.id });
    expect(call.statusCode).toBe(403);
  });
});
