import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerFixtures, placeOrder } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Two managers at two tablets pressing at once — on real PostgreSQL, where requests truly run
 * at once (PGlite has a single connection, so races cannot happen there).
 */
describe.skipIf(process.env.TEST_DRIVER !== 'postgres')(
  'manager writes under concurrency (PostgreSQL)',
  () => {
    let ctx: TestContext;
    let f: Awaited<ReturnType<typeof managerFixtures>>;
    const post = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${f.oliveManager}` },
        payload,
      });

    beforeAll(async () => {
      ctx = await createTestContext();
      f = await managerFixtures(ctx);
    });
    afterAll(() => ctx?.close());
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
      return () => vi.useRealTimers();
    });

    it('of "delivered" and "rejected" pressed at once for a processing order, exactly one wins', async () => {
      for (let round = 0; round < 5; round++) {
        const { orderId } = await placeOrder(ctx, f.olive, f.falafel.id);
        await post('managers/order/change-status', { restaurantId: f.olive, orderId, status: 'processing' });
        const answers = await Promise.all(
          ['delivered', 'rejected', 'delivered', 'rejected'].map((status) =>
            post('managers/order/change-status', { restaurantId: f.olive, orderId, status }),
          ),
        );
        const codes = answers.map((answer) => answer.statusCode).sort();
        expect(codes).toEqual([200, 422, 422, 422]);
        const winner = answers
          .find((answer) => answer.statusCode === 200)!
          .json<{ data: { status: string } }>().data.status;
        const changes = await ctx.deps.db
          .select()
          .from(schema.orderStatusChanges)
          .where(eq(schema.orderStatusChanges.orderId, orderId));
        expect(changes.map((change) => `${change.fromStatus}>${change.toStatus}`)).toEqual([
          'received>processing',
          `processing>${winner}`,
        ]);
        const [order] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
        expect(order?.status).toBe(winner);
      }
    });

    it('of two patterns saved at once under one name, exactly one is created', async () => {
      const body = (name: string) => ({
        restaurantId: f.olive,
        name,
        start_time: '18:00',
        products: [f.falafel.id],
        weekdays: [2],
        start_date: '2026-11-24',
      });
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => post('managers/break-patterns/create', body('Race'))),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422]);
      for (const answer of answers.filter((a) => a.statusCode === 422))
        expect(answer.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
          'A break pattern with this name already exists.',
        ]);
    });
  },
);
