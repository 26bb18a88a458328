import { schema } from '@tavola/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../test/demo-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ClaimAnswer, tablePaymentKit } from './table-payment-test-kit';

/**
 * Issue 32, "the SPEC's own client": a claim sent as SPEC §7 writes it (`tablePaymentId`,
 * `basketItems`, `action`, no payment type) is taken, and "split equally" splits what is left.
 */

let ctx: TestContext;
const kit = tablePaymentKit(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  const restore = kit.atLunchTime();
  await ctx.deps.db.delete(schema.tablePaymentSessions);
  await ctx.deps.db.delete(schema.orders).where(eq(schema.orders.tableId, kit.t2.id));
  return restore;
});

describe('a claim as SPEC §7 sends it', () => {
  it('is taken without a payment type and paid through the restaurant’s first provider page', async () => {
    const { guest } = await kit.orderAtTable(2);
    const tablePaymentId = await kit.openBill(guest);
    const line = (await kit.bill(guest, tablePaymentId)).lines[0]!;
    const claimed = await guest.post('table-payments/events', {
      restaurantId: kit.olive,
      tablePaymentId,
      action: 'items',
      basketItems: [{ key: line.key, quantity: 1 }],
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const answer = claimed.json<ClaimAnswer>();
    expect(answer.data.claim).toMatchObject({ amount: line.unitPrice, state: 'held' });
    // Olive & Linde's first provider page is the demo provider's (demo mode)
    const [payment] = await ctx.deps.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.tableClaimId, answer.data.claim.id));
    expect(payment?.provider).toBe('demo');
    expect((await kit.decide(guest, answer, 'paid')).paid).toBe(line.unitPrice);
  });

  it('is refused on paymentType, nothing held, where the restaurant offers no provider page', async () => {
    const { guest } = await kit.orderAtTable(1);
    const tablePaymentId = await kit.openBill(guest);
    const [before] = await ctx.deps.db
      .select({ settings: schema.restaurants.settings })
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, kit.olive));
    await ctx.deps.db
      .update(schema.restaurants)
      .set({
        settings: sql`${schema.restaurants.settings} || '{"paymentMethods": ["cash", "payAtEnd"]}'::jsonb`,
      })
      .where(eq(schema.restaurants.id, kit.olive));
    try {
      ctx.deps.requireRestaurant.forget(kit.olive);
      const refused = await guest.post('table-payments/events', {
        restaurantId: kit.olive,
        tablePaymentId,
        action: 'amount',
        amount: 100,
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toEqual(['paymentType']);
      expect((await kit.bill(guest, tablePaymentId)).claims).toEqual([]);
    } finally {
      await ctx.deps.db
        .update(schema.restaurants)
        .set({ settings: before!.settings })
        .where(eq(schema.restaurants.id, kit.olive));
      ctx.deps.requireRestaurant.forget(kit.olive);
    }
  });
});

describe('split equally', () => {
  it('splits what is left once someone paid their items, and the two shares end the bill', async () => {
    const { guest } = await kit.orderAtTable(3);
    const tablePaymentId = await kit.openBill(guest);
    const bill = await kit.bill(guest, tablePaymentId);
    const line = bill.lines[0]!;
    const mine = await kit.claim(guest, tablePaymentId, {
      action: 'items',
      basketItems: [{ key: line.key, quantity: 1 }],
    });
    await kit.decide(guest, mine.json<ClaimAnswer>(), 'paid');
    const left = bill.total - line.unitPrice;
    const shares: number[] = [];
    for (const name of ['Ben', 'Cleo']) {
      const other = await kit.stranger();
      const share = await kit.claim(other, tablePaymentId, { action: 'share', ways: 2, name });
      expect(share.statusCode, share.body).toBe(200);
      shares.push(share.json<ClaimAnswer>().data.claim.amount);
      await kit.decide(other, share.json<ClaimAnswer>(), 'paid');
    }
    // before: half of the whole bill, then the few cents left
    expect(shares).toEqual([Math.ceil(left / 2), Math.floor(left / 2)]);
    expect((await kit.bill(guest, tablePaymentId)).status).toBe('paid');
  });
});
