import type { TablePayment } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tableGuest } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ClaimAnswer, tablePaymentKit } from './table-payment-test-kit';

/**
 * Issue 33: every line of a table's bill costs what its order charged, so the lines add up to the
 * bill's total: a bottle's deposit once (not twice), a set menu's drink deposit, options, a
 * voucher's share and a tip placed with the order.
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

const productNamed = async (name: string) => {
  const [row] = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.restaurantId, kit.olive), sql`${schema.products.name}->>'en' = ${name}`));
  if (!row) throw new Error(`no product ${name}`);
  return row;
};

/** The Lunch menu with its first starter and main, and a still water as its drink. */
async function lunchWithWater() {
  const db = ctx.deps.db;
  const lunch = await productNamed('Lunch menu');
  const water = await productNamed('Still mineral water 0.5 l');
  const steps = await db
    .select()
    .from(schema.packageSteps)
    .where(eq(schema.packageSteps.productId, lunch.id))
    .orderBy(asc(schema.packageSteps.priority), asc(schema.packageSteps.id));
  const choices = [];
  for (const step of steps) {
    const offered = await db
      .select()
      .from(schema.packageStepProducts)
      .where(eq(schema.packageStepProducts.stepId, step.id))
      .orderBy(asc(schema.packageStepProducts.priority), asc(schema.packageStepProducts.id));
    const choice = offered.find((entry) => entry.productId === water.id) ?? offered[0]!;
    choices.push({ productId: choice.productId, productPackage: choice.id, quantity: 1 });
  }
  return { productId: lunch.id, choices };
}

/** A round at T2 to pay at the end, put together by `fill`. */
async function round(fill: (guest: Awaited<ReturnType<typeof tableGuest>>) => Promise<void>) {
  const guest = await tableGuest(ctx, kit.olive);
  expect((await guest.sitAt(kit.t2)).statusCode).toBe(200);
  await fill(guest);
  expect((await guest.saveCapacity(2, 0)).statusCode).toBe(200);
  const placed = await guest.order('payAtEnd');
  expect(placed.statusCode, placed.body).toBe(200);
  return { guest, orderId: placed.json<{ data: { orderId: number } }>().data.orderId };
}

describe('the lines of a table bill', () => {
  it('cost what their orders charged and add up to the total: deposits once, a set menu, a voucher, a tip', async () => {
    const water = await productNamed('Still mineral water 0.5 l');
    const first = await round(async (guest) => {
      expect((await guest.addProduct(water.id, 2)).statusCode).toBe(200);
      expect((await guest.addProduct(kit.falafel.id, 1)).statusCode).toBe(200);
    });
    const lunch = await lunchWithWater();
    const second = await round(async (guest) => {
      const packed = await guest.post('basket/add-product-package-items', {
        restaurantId: kit.olive,
        basketId: guest.basketId,
        productId: lunch.productId,
        quantity: 1,
        productItems: lunch.choices,
      });
      expect(packed.statusCode, packed.body).toBe(200);
      const voucher = await guest.post('basket/add-voucher-to-basket', {
        restaurantId: kit.olive,
        basketId: guest.basketId,
        voucherCode: 'WELCOME10',
      });
      expect(voucher.statusCode, voucher.body).toBe(200);
      const tip = await guest.post('basket/add-tip', {
        restaurantId: kit.olive,
        basketId: guest.basketId,
        tip_price: 150,
      });
      expect(tip.statusCode, tip.body).toBe(200);
    });

    const orders = await ctx.deps.db
      .select()
      .from(schema.orders)
      .where(inArray(schema.orders.id, [first.orderId, second.orderId]))
      .orderBy(asc(schema.orders.id));
    const orderLines = await ctx.deps.db
      .select()
      .from(schema.orderProducts)
      .where(inArray(schema.orderProducts.orderId, [first.orderId, second.orderId]))
      .orderBy(asc(schema.orderProducts.id));
    expect(orders[1]).toMatchObject({ tip: 150 });
    expect(orders[1]!.discount).toBeGreaterThan(0);

    const tablePaymentId = await kit.openBill(first.guest);
    const bill = await kit.bill(first.guest, tablePaymentId);
    const total = orders.reduce((sum, order) => sum + order.total, 0);
    expect(bill.total).toBe(total);
    expect(bill.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(total);
    // the first round had no voucher: each line is exactly what the order charged for it
    for (const line of orderLines.filter((entry) => entry.orderId === first.orderId)) {
      const billed = bill.lines.find((entry) => entry.key === `order-line:${line.id}`);
      expect(billed).toMatchObject({ quantity: line.quantity, amount: line.totalPrice });
    }
    const waters = bill.lines.find((line) => line.name === 'Still mineral water 0.5 l');
    expect(waters).toMatchObject({ quantity: 2, unitPrice: 345, amount: 690 });
    // the set menu's line with its drink's deposit, less its share of the voucher
    const lunchLine = orderLines.find((entry) => entry.orderId === second.orderId)!;
    expect(bill.lines.find((line) => line.key === `order-line:${lunchLine.id}`)).toMatchObject({
      amount: orders[1]!.total - 150,
    });
    expect(bill.lines.find((line) => line.key === `order-tip:${second.orderId}`)).toMatchObject({
      name: `Tip with order #${second.orderId}`,
      quantity: 1,
      amount: 150,
    });

    // two guests pay every line by items: the bill closes with nothing over or under
    const [some, ...rest] = bill.lines;
    const paid: TablePayment[] = [];
    for (const lines of [[some!], rest]) {
      const claimed = await kit.claim(first.guest, tablePaymentId, {
        action: 'items',
        basketItems: lines.map((line) => ({ key: line.key, quantity: line.quantity })),
      });
      expect(claimed.statusCode, claimed.body).toBe(200);
      paid.push(await kit.decide(first.guest, claimed.json<ClaimAnswer>(), 'paid'));
    }
    expect(paid.at(-1)).toMatchObject({ status: 'paid', paid: total, left: 0 });
  });

  it('prices units of a line whose voucher share is odd so that they end the line exactly', async () => {
    const water = await productNamed('Still mineral water 0.5 l');
    await round(async (guest) => {
      expect((await guest.addProduct(water.id, 3)).statusCode).toBe(200);
      expect((await guest.addProduct(kit.falafel.id, 2)).statusCode).toBe(200);
      const voucher = await guest.post('basket/add-voucher-to-basket', {
        restaurantId: kit.olive,
        basketId: guest.basketId,
        voucherCode: 'WELCOME10',
      });
      expect(voucher.statusCode, voucher.body).toBe(200);
    });
    const guest = await kit.stranger();
    const seated = await tableGuest(ctx, kit.olive);
    expect((await seated.sitAt(kit.t2)).statusCode).toBe(200);
    const tablePaymentId = await kit.openBill(seated);
    const bill = await kit.bill(guest, tablePaymentId);
    expect(bill.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(bill.total);
    // one unit at a time, every unit of every line: the last unit takes what the line has left
    let last = bill;
    for (const line of bill.lines) {
      for (let unit = 0; unit < line.quantity; unit += 1) {
        const claimed = await kit.claim(seated, tablePaymentId, {
          action: 'items',
          basketItems: [{ key: line.key, quantity: 1 }],
        });
        expect(claimed.statusCode, claimed.body).toBe(200);
        last = await kit.decide(seated, claimed.json<ClaimAnswer>(), 'paid');
      }
    }
    expect(last).toMatchObject({ status: 'paid', paid: bill.total, left: 0 });
  });
});
