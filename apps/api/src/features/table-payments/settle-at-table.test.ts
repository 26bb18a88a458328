import type { TableOverview, TablePayment } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailParts, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ClaimAnswer, tablePaymentKit } from './table-payment-test-kit';

/**
 * Decision 064: the board's table view shows a table busy until it has paid, whether its
 * orders were served or not, with what is still to pay; the staff take the rest at the table
 * (cash or their card terminal) and the bill closes.
 */

let ctx: TestContext;
let smtp: SmtpPeer;
const kit = tablePaymentKit(() => ctx);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  await kit.setUp();
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
beforeEach(async () => {
  const restore = kit.atLunchTime();
  await ctx.deps.db.delete(schema.tablePaymentSessions);
  await ctx.deps.db.delete(schema.orders).where(eq(schema.orders.tableId, kit.t2.id));
  return restore;
});

/** Table T2 in the manager's table view. */
async function tableView(): Promise<TableOverview | undefined> {
  const view = await kit.manager.get('managers/tables/overview', { restaurantId: kit.olive });
  expect(view.statusCode, view.body).toBe(200);
  return view.json<{ data: TableOverview[] }>().data.find((table) => table.id === kit.t2.id);
}

const settle = (caller = kit.manager) =>
  caller.post('managers/tables/settle', { restaurantId: kit.olive, id: kit.t2.id });

async function serve(orderId: number) {
  for (const status of ['processing', 'delivered']) {
    const changed = await kit.manager.post('managers/order/change-status', {
      restaurantId: kit.olive,
      orderId,
      status,
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }
}

/** The first mail to this address (within 3 s), as text. */
async function mailTo(address: string) {
  const deadline = Date.now() + 3000;
  for (;;) {
    const mail = smtp.received.find((received) => received.to.includes(address));
    if (mail) return mailParts(mail.raw);
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ordersOf = (ids: number[]) =>
  ctx.deps.db.select().from(schema.orders).where(inArray(schema.orders.id, ids));

describe("the board's table view", () => {
  it('keeps a served table busy until it has paid, showing what is left after a guest paid a part', async () => {
    const ada = await kit.orderAtTable(2);
    const [order] = await ordersOf([ada.orderId]);
    await serve(ada.orderId);
    expect(await tableView()).toMatchObject({ open_orders: 1, total: order!.total, unpaid: order!.total });

    const tablePaymentId = await kit.openBill(ada.guest);
    const part = await kit.claim(ada.guest, tablePaymentId, { action: 'amount', amount: 500 });
    expect(part.statusCode, part.body).toBe(200);
    // being paid online is still to pay
    expect(await tableView()).toMatchObject({ unpaid: order!.total });
    await kit.decide(ada.guest, part.json<ClaimAnswer>(), 'paid');
    expect(await tableView()).toMatchObject({
      open_orders: 1,
      total: order!.total,
      unpaid: order!.total - 500,
      table_payment_id: tablePaymentId,
    });
  });

  it('counts what the restaurant added to the bill in the total and in what is left', async () => {
    const ada = await kit.orderAtTable(1);
    await kit.addItems([{ name: 'Water', price: 301, quantity: 2 }]);
    expect(await tableView()).toMatchObject({
      total: kit.falafel.price + 602,
      unpaid: kit.falafel.price + 602,
    });
    await ctx.deps.db.delete(schema.orders).where(eq(schema.orders.id, ada.orderId));
    // only added items: still owed, so still shown
    expect(await tableView()).toMatchObject({ open_orders: 0, total: 602, unpaid: 602 });
  });
});

describe('the staff take the rest at the table', () => {
  it('records what was left as paid at the table, closes the bill, pays its orders and frees the table', async () => {
    const ada = await kit.orderAtTable(2);
    const ben = await kit.orderAtTable(1);
    await serve(ada.orderId);
    const tablePaymentId = await kit.openBill(ada.guest);
    const part = await kit.claim(ada.guest, tablePaymentId, { action: 'amount', amount: 700, name: 'Ada' });
    await kit.decide(ada.guest, part.json<ClaimAnswer>(), 'paid');
    const before = await kit.bill(ben.guest, tablePaymentId);

    const settled = await settle();
    expect(settled.statusCode, settled.body).toBe(200);
    const answer = settled.json<{ data: TablePayment; message: { body: string } }>();
    expect(answer.message.body).toBe('Table T2 is paid: its bill is closed.');
    expect(answer.data).toMatchObject({ tablePaymentId, status: 'paid', paid: before.total, left: 0 });
    // the guests see who paid what: Ada's part and the rest, taken by the staff
    const seen = await kit.bill(ben.guest, tablePaymentId);
    expect(seen.claims.map(({ name, amount, at_table, mine }) => ({ name, amount, at_table, mine }))).toEqual(
      [
        { name: 'Ada', amount: 700, at_table: false, mine: false },
        { name: null, amount: before.total - 700, at_table: true, mine: false },
      ],
    );
    // the receipt names the part the staff took as such
    const asked = await ben.guest.post('table-payments/receipt', {
      restaurantId: kit.olive,
      tablePaymentId,
      email: 'ben@example.org',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await mailTo('ben@example.org');
    expect(mail.text).toContain('Ada: €7.00');
    expect(mail.text).toContain(
      `Paid to the staff at the table: €${((before.total - 700) / 100).toFixed(2)}`,
    );
    expect((await ordersOf([ada.orderId, ben.orderId])).map((order) => order.paymentState)).toEqual([
      'paid',
      'paid',
    ]);
    // Ben's order is still in the kitchen, and paid; Ada's was served: one open order, nothing to pay
    expect(await tableView()).toMatchObject({ open_orders: 1, unpaid: 0, table_payment_id: null });
    await serve(ben.orderId);
    expect(await tableView()).toMatchObject({ open_orders: 0, total: 0, unpaid: 0 });
  });

  it('settles a table whose guests never opened the bill', async () => {
    const ada = await kit.orderAtTable(1);
    const settled = await settle();
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<{ data: TablePayment }>().data).toMatchObject({
      status: 'paid',
      total: kit.falafel.price,
      orderIds: [ada.orderId],
    });
    expect(await tableView()).toMatchObject({ unpaid: 0 });
  });

  it('refuses while a guest is paying a part online, and once nothing is left', async () => {
    const ada = await kit.orderAtTable(2);
    const tablePaymentId = await kit.openBill(ada.guest);
    const part = await kit.claim(ada.guest, tablePaymentId, { action: 'amount', amount: 500 });
    const refused = await settle();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: { body: string } }>().message.body).toBe(
      'A guest is paying part of this bill online right now. Try again once that payment has finished.',
    );
    expect(await kit.bill(ada.guest, tablePaymentId)).toMatchObject({ status: 'open', held: 500, paid: 0 });

    await kit.decide(ada.guest, part.json<ClaimAnswer>(), 'failed');
    expect((await settle()).statusCode).toBe(200);
    const again = await settle();
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<{ message: { body: string } }>().message.body).toBe(
      'Nothing is left to pay on this bill.',
    );
  });

  it('two presses at once take the rest once', async () => {
    await kit.orderAtTable(2);
    const answers = await Promise.all([settle(), settle(), settle()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const claims = await ctx.deps.db
      .select()
      .from(schema.tablePaymentClaims)
      .where(eq(schema.tablePaymentClaims.paymentType, 'at_table'));
    expect(claims.map((claim) => claim.amount)).toEqual([kit.falafel.price * 2]);
  });

  it('a guest paying a part while the staff take the rest: one of them gets it, never both', async () => {
    const ada = await kit.orderAtTable(2);
    const tablePaymentId = await kit.openBill(ada.guest);
    const [settled, claimed] = await Promise.all([
      settle(),
      kit.claim(ada.guest, tablePaymentId, { action: 'amount', amount: 500 }),
    ]);
    expect([settled.statusCode, claimed.statusCode].sort()).toEqual([200, 409]);
    const bill = await kit.bill(ada.guest, tablePaymentId);
    expect(bill.paid + bill.held).toBe(settled.statusCode === 200 ? bill.total : 500);
  });

  it('is the staff’s alone: a guest at the table is refused and nothing changes', async () => {
    const ada = await kit.orderAtTable(1);
    // the visit Ada's phone opened at the table (issue 33) stays open, without a claim
    const visits = await ctx.deps.db.select().from(schema.tablePaymentSessions);
    const refused = await settle(ada.guest);
    expect([401, 403]).toContain(refused.statusCode);
    expect(await ctx.deps.db.select().from(schema.tablePaymentSessions)).toEqual(visits);
    expect(await ctx.deps.db.select().from(schema.tablePaymentClaims)).toEqual([]);
    expect((await ordersOf([ada.orderId]))[0]).toMatchObject({ paymentState: 'on_site' });
  });

  it('answers 404 for a table that does not exist, and 422 without one', async () => {
    const missing = await kit.manager.post('managers/tables/settle', {
      restaurantId: kit.olive,
      id: 999_999,
    });
    expect(missing.statusCode, missing.body).toBe(404);
    const invalid = await kit.manager.post('managers/tables/settle', { restaurantId: kit.olive });
    expect(invalid.statusCode, invalid.body).toBe(422);
  });
});
