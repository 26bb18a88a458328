import { randomBytes, randomUUID } from 'node:crypto';
import { tablePaymentLiveEventSchema } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LiveMessage, openLiveSocket } from '../../test/live-socket';
import { tableNamed } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ClaimAnswer, tablePaymentKit } from './table-payment-test-kit';

/**
 * Issue 17 live: every phone at a table and the restaurant's board hear a claim within a second,
 * the phone that made it gets no echo (x-socket-id), other tables and restaurants hear nothing.
 * In-process and, with TEST_REDIS_URL, through Redis pub/sub.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const modes = [
  { name: 'in-process', env: {} as Record<string, string> },
  ...(redisUrl
    ? [
        {
          name: 'Redis',
          env: { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: `test-${randomBytes(6).toString('hex')}` },
        },
      ]
    : []),
];

describe.each(modes)('table bills live ($name)', ({ env }) => {
  let ctx: TestContext;
  let base: string;
  let sakuraManager: string;
  let oliveManager: string;
  const kit = tablePaymentKit(() => ctx);

  beforeAll(async () => {
    ctx = await createTestContext(env);
    await kit.setUp();
    ({ olive: oliveManager, sakura: sakuraManager } = kit.managerTokens());
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    const restore = kit.atLunchTime();
    await ctx.deps.db.delete(schema.tablePaymentSessions);
    await ctx.deps.db.delete(schema.orders).where(eq(schema.orders.tableId, kit.t2.id));
    return restore;
  });

  const phone = (tablePaymentId: string) =>
    openLiveSocket(base, { type: 'table', restaurantId: kit.olive, tablePaymentId });
  const isBill = (action: string) => (message: LiveMessage) =>
    message.type === 'table.payment' && message.action === action;

  it('a claim reaches the other phones and the board within 1 s; the sender hears no echo', async () => {
    const { guest, orderId } = await kit.orderAtTable(1);
    const tablePaymentId = await kit.openBill(guest);
    const otherTable = await tableNamed(ctx, kit.olive, 'T3');
    const elsewhere = await kit.openBill(guest, otherTable);
    const [ada, ben, cleo, board, neighbours, sakura] = await Promise.all([
      phone(tablePaymentId),
      phone(tablePaymentId),
      phone(tablePaymentId),
      openLiveSocket(base, { type: 'manager', token: oliveManager, restaurantId: kit.olive }),
      phone(elsewhere),
      openLiveSocket(base, { type: 'manager', token: sakuraManager, restaurantId: kit.sakura }),
    ]);
    const sockets = [ada, ben, cleo, board, neighbours, sakura];
    try {
      const hello = await ada.ready();
      expect(hello).toMatchObject({ scope: 'table', restaurantId: kit.olive, socketId: expect.any(String) });
      await Promise.all(sockets.slice(1).map((socket) => socket.ready()));

      const claimed = await kit.claim(
        guest,
        tablePaymentId,
        { action: 'amount', amount: 100 },
        { 'x-socket-id': String(hello.socketId) },
      );
      expect(claimed.statusCode, claimed.body).toBe(200);
      const claimId = claimed.json<ClaimAnswer>().data.claim.id;
      const heard = await Promise.all([ben, cleo].map((socket) => socket.next(isBill('claimed'))));
      for (const message of heard) {
        // what a phone hears is the contract's live event, and no more
        expect(tablePaymentLiveEventSchema.parse(message)).toEqual(message);
        expect(message).toEqual({
          type: 'table.payment',
          tablePaymentId,
          action: 'claimed',
          claimId,
          at: expect.any(String),
        });
      }
      expect(await board.next(isBill('claimed'))).toMatchObject({ tableId: kit.t2.id, claimId });

      // the rest of the bill paid: paid, closed, and the order turns paid on the board
      const rest = await kit.claim(guest, tablePaymentId, {
        action: 'amount',
        amount: kit.falafel.price - 100,
      });
      await kit.decide(guest, claimed.json<ClaimAnswer>(), 'paid');
      await kit.decide(guest, rest.json<ClaimAnswer>(), 'paid');
      await ben.next(isBill('closed'));
      expect(
        await board.next((message) => message.type === 'order.payment' && message.orderId === orderId),
      ).toMatchObject({
        paymentState: 'paid',
      });

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(
        ada.received.filter((message) => message.action === 'claimed' && message.claimId === claimId),
      ).toEqual([]);
      for (const quiet of [neighbours, sakura])
        expect(quiet.received.map((message) => message.type)).toEqual(['ready']);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('refuses a phone naming an unknown bill', async () => {
    const socket = await phone(randomUUID());
    expect(await socket.closed()).toMatchObject({ code: 4404 });
  });
});
