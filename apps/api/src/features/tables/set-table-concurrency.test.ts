import { schema } from '@tavola/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerFixtures } from '../../test/manager-fixtures';
import { type TableGuest, tableGuest, tableNamed } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 16: a full table scans its QR code at once, each guest with their own phone and basket.
 * On PostgreSQL the requests really overlap (each holds its basket's lock and a share lock on
 * the table); every guest sits down, no basket loses its table or its lines, and all join one
 * visit of the table. PGlite runs them one after another and checks the same outcome.
 */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());

describe('many guests sit down at one table at once', () => {
  it('all succeed and every basket holds the table and its own products', async () => {
    const t5 = await tableNamed(ctx, f.olive, 'T5');
    const guests: TableGuest[] = [];
    for (let i = 0; i < 40; i += 1) guests.push(await tableGuest(ctx, f.olive));
    for (const guest of guests) expect((await guest.addProduct(f.falafel.id)).statusCode).toBe(200);

    const answers = await Promise.all(
      guests.map((guest, i) =>
        guest.sitAt(t5, {}, { 'x-forwarded-for': `10.17.${Math.floor(i / 200)}.${i % 200}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(guests.map(() => 200));
    // issue 33: one visit of the table, whichever phone opened it
    const visits = new Set(answers.map((answer) => answer.json<{ tablePaymentId: string }>().tablePaymentId));
    expect(visits.size).toBe(1);

    const ids = guests.map((guest) => guest.basketId);
    const baskets = await ctx.deps.db.select().from(schema.baskets).where(inArray(schema.baskets.id, ids));
    expect(baskets).toHaveLength(40);
    for (const basket of baskets)
      expect(basket).toMatchObject({ tableId: t5.id, deliveryType: 'here', deliveryTime: null });
    const lines = await ctx.deps.db
      .select()
      .from(schema.basketProducts)
      .where(inArray(schema.basketProducts.basketId, ids));
    expect(lines).toHaveLength(40);
  });
});
