import type { TableCallDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorBody } from '../../test/demo-fixtures';
import { openLiveSocket } from '../../test/live-socket';
import { managerFixtures } from '../../test/manager-fixtures';
import { type Caller, callerWith, tableGuest, tableNamed } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Issue 16: the calls from tables on the board; a manager acknowledges one and every board clears it. */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
let manager: Caller;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
  manager = callerWith(ctx, f.oliveManager);
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T11:30:00Z'));
  await ctx.deps.db.delete(schema.tableCalls);
  return () => vi.useRealTimers();
});

async function callFrom(tableName: string) {
  const table = await tableNamed(ctx, f.olive, tableName);
  const guest = await tableGuest(ctx, f.olive);
  await guest.sitAt(table);
  const response = await guest.get('restaurant/robot-request', { restaurantId: f.olive, tableId: table.id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}
const calls = async (query: Record<string, string | number> = {}) =>
  (await manager.get('managers/table-calls', { restaurantId: f.olive, ...query })).json<{
    data: TableCallDto[];
  }>().data;
const acknowledge = (id: number) =>
  manager.post('managers/table-calls/acknowledge', { restaurantId: f.olive, id });

describe('calls on the board', () => {
  it('lists the open calls, newest first, with their table and local time', async () => {
    await callFrom('T1');
    vi.setSystemTime(new Date('2026-11-24T11:32:00Z'));
    await callFrom('T5');
    expect(await calls()).toMatchObject([
      {
        table: { name: 'T5', area: 'Courtyard' },
        kind: 'waiter',
        created_time: '2026-11-24 12:32',
        acknowledged_at: null,
      },
      { table: { name: 'T1', area: 'Dining room' }, created_time: '2026-11-24 12:30', acknowledged_by: null },
    ]);
  });

  it('acknowledged by a manager: every board hears it, it leaves the open list, once', async () => {
    const id = await callFrom('T2');
    const board = await openLiveSocket(base, {
      type: 'manager',
      token: f.oliveManager,
      restaurantId: f.olive,
    });
    await board.ready();
    try {
      const answer = await acknowledge(id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        data: { id, acknowledged_by: 'Lena Vogt' },
        message: { body: 'The call has been acknowledged.', code: 'table_call_acknowledged' },
      });
      expect(await board.next((message) => message.type === 'table.call.acknowledged')).toMatchObject({
        callId: id,
        tableName: 'T2',
      });
      expect(await calls()).toEqual([]);
      expect((await calls({ all: 1 })).map((call) => call.id)).toEqual([id]);

      const again = await acknowledge(id);
      expect(again.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(board.received.filter((message) => message.type === 'table.call.acknowledged')).toHaveLength(1);
    } finally {
      board.close();
    }
  });

  it('an unknown call does not exist', async () => {
    const answer = await acknowledge(2_000_000);
    expect(answer.statusCode).toBe(404);
    expect(answer.json<ErrorBody>().message.body).toBe('The call does not exist.');
  });
});
