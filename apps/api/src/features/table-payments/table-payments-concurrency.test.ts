import type { TablePayment } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ClaimAnswer, tablePaymentKit } from './table-payment-test-kit';

/**
 * Issue 17, paid exactly once: guests racing for one table's bill. Meant for real PostgreSQL
 * (TEST_DRIVER=postgres), where the requests truly run at once; on PGlite (one connection) the
 * same invariants hold with the requests taking turns.
 */

let ctx: TestContext;
const kit = tablePaymentKit(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  const restore = kit.atLunchTime();
  await ctx.deps.db.delete(schema.tablePaymentSessions);
  await ctx.deps.db.delete(schema.orders).where(eq(schema.orders.tableId, kit.t2.id));
  return restore;
});

const strangers = (count: number) => Promise.all(Array.from({ length: count }, () => kit.stranger()));
const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();

/** A bill of ten single items of 1.00 to 10.00, added by the restaurant. */
async function tenItems(): Promise<TablePayment> {
  return kit.addItems(
    Array.from({ length: 10 }, (_, i) => ({ name: `Dish ${i + 1}`, price: (i + 1) * 100, quantity: 1 })),
  );
}

/** The paid claim lines of one bill, per line key. */
async function paidUnits(bill: TablePayment) {
  const rows = await ctx.deps.db
    .select({
      external: schema.tablePaymentClaimLines.externalItemId,
      quantity: schema.tablePaymentClaimLines.quantity,
    })
    .from(schema.tablePaymentClaimLines)
    .innerJoin(
      schema.tablePaymentClaims,
      eq(schema.tablePaymentClaims.id, schema.tablePaymentClaimLines.claimId),
    )
    .innerJoin(
      schema.tablePaymentSessions,
      eq(schema.tablePaymentSessions.id, schema.tablePaymentClaims.sessionId),
    )
    .where(
      and(
        eq(schema.tablePaymentSessions.publicId, bill.tablePaymentId),
        eq(schema.tablePaymentClaims.state, 'paid'),
      ),
    );
  const units = new Map<string, number>();
  for (const row of rows)
    units.set(`external:${row.external}`, (units.get(`external:${row.external}`) ?? 0) + row.quantity);
  return units;
}

describe('guests racing for one bill', () => {
  it('50 guests racing for 10 items: each item is held once, paid once, and the bill closes', async () => {
    const bill = await tenItems();
    const guests = await strangers(50);
    const answers = await Promise.all(
      guests.map((guest, i) =>
        kit.claim(guest, bill.tablePaymentId, {
          action: 'items',
          basketItems: [{ key: bill.lines[i % 10]!.key, quantity: 1 }],
        }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(10).fill(200), ...Array(40).fill(409)]);
    // each loser is told why: the item is taken, or (once all ten are) nothing is left
    const told = new Set(
      answers
        .filter((answer) => answer.statusCode === 409)
        .map((answer) => answer.json<{ message: { body: string } }>().message.body),
    );
    for (const body of told)
      expect([
        'Someone else has just claimed this. Here is the bill as it stands now.',
        'Nothing is left to pay on this bill.',
      ]).toContain(body);
    const winners = answers
      .map((answer, i) => ({ answer, guest: guests[i]! }))
      .filter(({ answer }) => answer.statusCode === 200);
    expect(new Set(winners.map(({ answer }) => answer.json<ClaimAnswer>().data.claim.amount)).size).toBe(10);

    await Promise.all(
      winners.map(({ guest, answer }) => kit.decide(guest, answer.json<ClaimAnswer>(), 'paid')),
    );
    const closed = await kit.bill(guests[0]!, bill.tablePaymentId);
    expect(closed).toMatchObject({ status: 'paid', paid: 5500, held: 0, left: 0 });
    expect([...(await paidUnits(bill)).values()]).toEqual(Array(10).fill(1));
  });

  it('amounts never exceed the bill: of 30 guests paying 10.00 on a bill of 55.00, five are held', async () => {
    const bill = await tenItems();
    const guests = await strangers(30);
    const answers = await Promise.all(
      guests.map((guest) => kit.claim(guest, bill.tablePaymentId, { action: 'amount', amount: 1000 })),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(200), ...Array(25).fill(409)]);
    const now = await kit.bill(guests[0]!, bill.tablePaymentId);
    expect(now).toMatchObject({ held: 5000, left: 500 });
    // the last 5.00 is taken once too
    const last = await Promise.all(
      guests
        .slice(0, 10)
        .map((guest) => kit.claim(guest, bill.tablePaymentId, { action: 'amount', amount: 500 })),
    );
    expect(statuses(last)).toEqual([...Array(1).fill(200), ...Array(9).fill(409)]);
    expect(await kit.bill(guests[0]!, bill.tablePaymentId)).toMatchObject({ held: 5500, left: 0 });
  });

  it('equal shares raced for sum exactly to the bill, and no fifth share of four is given', async () => {
    const bill = await kit.addItems([{ name: 'Menu', price: 1001, quantity: 1 }]);
    const guests = await strangers(12);
    const answers = await Promise.all(
      guests.map((guest) => kit.claim(guest, bill.tablePaymentId, { action: 'share', ways: 4 })),
    );
    expect(statuses(answers)).toEqual([...Array(4).fill(200), ...Array(8).fill(409)]);
    const shares = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<ClaimAnswer>().data.claim.amount)
      .sort();
    expect(shares).toEqual([250, 250, 250, 251]);
  });

  it('failed payments release their items to the next guests, who get each once', async () => {
    const bill = await tenItems();
    const first = await strangers(10);
    const held = await Promise.all(
      first.map((guest, i) =>
        kit.claim(guest, bill.tablePaymentId, {
          action: 'items',
          basketItems: [{ key: bill.lines[i]!.key, quantity: 1 }],
        }),
      ),
    );
    expect(statuses(held)).toEqual(Array(10).fill(200));
    // the first five payments fail, the others are paid, all at once
    await Promise.all(
      held.map((answer, i) => kit.decide(first[i]!, answer.json<ClaimAnswer>(), i < 5 ? 'failed' : 'paid')),
    );
    expect(await kit.bill(first[0]!, bill.tablePaymentId)).toMatchObject({ held: 0, paid: 4000, left: 1500 });
    const second = await strangers(20);
    const again = await Promise.all(
      second.map((guest, i) =>
        kit.claim(guest, bill.tablePaymentId, {
          action: 'items',
          basketItems: [{ key: bill.lines[i % 10]!.key, quantity: 1 }],
        }),
      ),
    );
    // items 1-5 came back, each to one of their two racers; items 6-10 stay paid
    expect(statuses(again)).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
  });

  it('retried requests do not double: one claim, one payment, whatever arrives at once', async () => {
    const bill = await tenItems();
    const [guest] = await strangers(1);
    const headers = { 'idempotency-key': 'table-claim-retry-42' };
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.claim(guest!, bill.tablePaymentId, { action: 'amount', amount: 700 }, headers),
      ),
    );
    expect(statuses(tries)).toEqual(Array(10).fill(200));
    const claimIds = new Set(tries.map((answer) => answer.json<ClaimAnswer>().data.claim.id));
    expect(claimIds.size).toBe(1);
    const payments = await ctx.deps.db
      .select()
      .from(schema.payments)
      .where(inArray(schema.payments.tableClaimId, [...claimIds]));
    expect(payments).toHaveLength(1);
    // the provider's return, the webhook and the jobs settling it at once: paid once
    const answer = tries[0]!.json<ClaimAnswer>();
    await kit.decide(guest as Caller, answer, 'paid');
    await Promise.all(
      Array.from({ length: 5 }, () =>
        kit.bill(guest!, bill.tablePaymentId, { claimId: answer.data.claim.id }),
      ),
    );
    expect(await kit.bill(guest!, bill.tablePaymentId)).toMatchObject({ paid: 700, held: 0 });
  });
});
