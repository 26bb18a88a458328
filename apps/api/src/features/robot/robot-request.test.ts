import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ErrorBody, patchSettings } from '../../test/demo-fixtures';
import { openLiveSocket } from '../../test/live-socket';
import { managerFixtures } from '../../test/manager-fixtures';
import { absentRobotUrl, startRobotPeer } from '../../test/robot-peer';
import { callerWith, type TableGuest, type TableRow, tableGuest, tableNamed } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 16, SPEC §7 GET /api/restaurant/robot-request: a guest at a table calls the robot (or,
 * without one, a waiter). The call reaches the live board at once; a configured robot gets the
 * task through the robot port, and a robot that fails, hangs or is absent answers 503 'robot
 * service unavailable'. One call per table a minute, counted once the caller sits there.
 */

const robotTimeoutMs = 300;
let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
let robot: Awaited<ReturnType<typeof startRobotPeer>>;
let base: string;
let t3: TableRow;
let t4: TableRow;
let guest: TableGuest;

beforeAll(async () => {
  ctx = await createTestContext({ ROBOT_TIMEOUT_MS: String(robotTimeoutMs) });
  f = await managerFixtures(ctx);
  robot = await startRobotPeer();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  t3 = await tableNamed(ctx, f.olive, 'T3');
  t4 = await tableNamed(ctx, f.olive, 'T4');
  guest = await tableGuest(ctx, f.olive);
  expect((await guest.sitAt(t3)).statusCode).toBe(200);
});
afterAll(async () => {
  await robot?.close();
  await ctx?.close();
});

let clock = Date.parse('2026-11-24T11:30:00Z');
beforeEach(async () => {
  // each test starts more than a minute after the last call
  clock += 15 * 60_000;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(clock);
  robot.behave('accept');
  await ctx.deps.db.delete(schema.robotEndpoints);
  return () => vi.useRealTimers();
});

const callFrom = (caller: TableGuest, table: TableRow, lang = 'en') =>
  caller.get('restaurant/robot-request', { restaurantId: f.olive, tableId: table.id, lang });
const useRobot = (url: string) =>
  ctx.deps.db.insert(schema.robotEndpoints).values({
    restaurantId: f.olive,
    url,
    secretHeader: 'X-Robot-Key',
    secret: 'olive-robot-secret',
  });
const callsOf = (table: TableRow) =>
  ctx.deps.db.select().from(schema.tableCalls).where(eq(schema.tableCalls.tableId, table.id));

describe('without a robot: the call goes to the board', () => {
  it("answers 'request submitted' and the restaurant's board hears 'T3 calls' at once, no other board", async () => {
    const olive = await openLiveSocket(base, {
      type: 'manager',
      token: f.oliveManager,
      restaurantId: f.olive,
    });
    const sakura = await openLiveSocket(base, {
      type: 'manager',
      token: f.sakuraManager,
      restaurantId: f.sakura,
    });
    await Promise.all([olive.ready(), sakura.ready()]);
    try {
      const response = await callFrom(guest, t3);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        data: { kind: 'waiter' },
        message: { type: 'success', body: 'Your request has been submitted.', code: 'request_submitted' },
      });
      const heard = await olive.next((message) => message.type === 'table.call');
      expect(heard).toMatchObject({ restaurantId: f.olive, tableId: t3.id, tableName: 'T3', kind: 'waiter' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sakura.received.filter((message) => message.type.startsWith('table.'))).toEqual([]);
    } finally {
      olive.close();
      sakura.close();
    }
  });
});

describe("with the restaurant's robot", () => {
  it("hands it the task with the secret header and answers 'robot task set'", async () => {
    await useRobot(robot.url);
    const before = robot.received.length;
    const response = await callFrom(guest, t3);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { kind: 'robot' },
      message: { body: 'A robot is on its way to your table.', code: 'robot_task_set' },
    });
    const [task] = robot.received.slice(before);
    expect(task?.headers['x-robot-key']).toBe('olive-robot-secret');
    expect(task?.body).toMatchObject({
      task: 'go_to_table',
      restaurant: { id: f.olive, slug: 'olive-linde' },
      table: { id: t3.id, name: 'T3', area: 'Dining room' },
    });
  });

  it.each([
    ['fails', 'fail'],
    ['never answers (timeout)', 'hang'],
  ] as const)('answers 503 when the robot %s, and the board still has the call', async (_case, behaviour) => {
    await useRobot(robot.url);
    robot.behave(behaviour);
    const calls = (await callsOf(t3)).length;
    const started = Date.now();
    const response = await callFrom(guest, t3);
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorBody>().message).toEqual({
      type: 'error',
      body: 'The robot service is unavailable.',
      code: 'robot_unavailable',
    });
    // the port gave up at its timeout, not the test's
    expect(Date.now() - started).toBeLessThan(robotTimeoutMs + 2000);
    expect(await callsOf(t3)).toHaveLength(calls + 1);
  });

  it('answers 503 in four languages when the robot service is absent', async () => {
    await useRobot(await absentRobotUrl());
    const bodies: string[] = [];
    for (const lang of ['en', 'de', 'fr', 'ar']) {
      vi.setSystemTime(Date.now() + 61_000);
      const response = await callFrom(guest, t3, lang);
      expect(response.statusCode).toBe(503);
      bodies.push(response.json<ErrorBody>().message.body);
    }
    expect(bodies).toEqual([
      'The robot service is unavailable.',
      'Der Roboterdienst ist nicht verfügbar.',
      "Le service robot n'est pas disponible.",
      'خدمة الروبوت غير متاحة.',
    ]);
  });
});

describe('one call per table a minute', () => {
  it('refuses a second call within the minute with 429 and Retry-After, then takes one again', async () => {
    expect((await callFrom(guest, t3)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 20_000);
    const again = await callFrom(guest, t3);
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(40);
    expect(again.json<ErrorBody>().message.body).toBe(
      `Your table has just called. You can call again in ${wait} seconds.`,
    );
    // another table is not held up
    const neighbour = await tableGuest(ctx, f.olive);
    await neighbour.sitAt(t4);
    expect((await callFrom(neighbour, t4)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 41_000);
    expect((await callFrom(guest, t3)).statusCode).toBe(200);
  });

  it('two guests of one table pressing at once bring one call', async () => {
    const other = await tableGuest(ctx, f.olive);
    await other.sitAt(t3);
    const calls = (await callsOf(t3)).length;
    const answers = await Promise.all([callFrom(guest, t3), callFrom(other, t3)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(await callsOf(t3)).toHaveLength(calls + 1);
  });
});

describe('who may call', () => {
  it('not a guest whose basket is elsewhere, and their attempts do not use up the table’s minute', async () => {
    const stranger = await tableGuest(ctx, f.olive);
    for (let i = 0; i < 3; i += 1) {
      const refused = await callFrom(stranger, t3);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().message.body).toBe('Please scan the QR code on your table first.');
    }
    expect((await callFrom(guest, t3)).statusCode).toBe(200);
  });

  it('not where the restaurant does not offer it', async () => {
    await patchSettings(ctx, f.olive, { robot_request_available: false });
    try {
      const refused = await callFrom(guest, t3);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().message.code).toBe('robot_request_unavailable');
    } finally {
      await patchSettings(ctx, f.olive, { robot_request_available: true });
    }
  });

  it('not at a table taken out of service, nor with a manager token', async () => {
    const t6 = await tableNamed(ctx, f.olive, 'T6');
    const seated = await tableGuest(ctx, f.olive);
    await seated.sitAt(t6);
    await ctx.deps.db.update(schema.tables).set({ active: false }).where(eq(schema.tables.id, t6.id));
    expect((await callFrom(seated, t6)).statusCode).toBe(404);
    const manager = callerWith(ctx, f.oliveManager);
    const asManager = await manager.get('restaurant/robot-request', {
      restaurantId: f.olive,
      tableId: t3.id,
    });
    expect(asManager.statusCode).toBe(403);
  });
});
