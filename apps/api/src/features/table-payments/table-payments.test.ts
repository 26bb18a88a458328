import type { TablePayment } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { formatMoney, serverTranslator } from '@tavola/i18n';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailParts, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { createTestContext, type TestContext } from '../../test/test-app';
import { runPaymentJobs } from '../payment';
import { type ClaimAnswer, tablePaymentKit } from './table-payment-test-kit';

/**
 * Issue 17: one bill per table, made of its unpaid pay-at-end orders and the items the
 * restaurant adds; guests claim items, amounts or equal shares and pay them with the demo
 * provider or a payFix card; the bill closes, and its orders are paid, once nothing is left.
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
  // each test starts at a table without a bill or orders
  await ctx.deps.db.delete(schema.tablePaymentSessions);
  await ctx.deps.db.delete(schema.orders).where(eq(schema.orders.tableId, kit.t2.id));
  return restore;
});

/** The first mail received with this subject (within 3 s), as text, with its recipients. */
async function mailWithSubject(subject: string) {
  const deadline = Date.now() + 3000;
  for (;;) {
    for (const mail of smtp.received) {
      const parts = await mailParts(mail.raw);
      if (parts.subject === subject) return { ...parts, to: mail.to };
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}"`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Table T2 in the manager's table view. */
async function tableView() {
  const view = await kit.manager.get('managers/tables/overview', { restaurantId: kit.olive });
  return view.json<{ data: { id: number }[] }>().data.find((table) => table.id === kit.t2.id);
}

const ordersOf = (ids: number[]) =>
  ctx.deps.db.select().from(schema.orders).where(inArray(schema.orders.id, ids));

describe('the bill of a table', () => {
  it('holds every unpaid pay-at-end order of the table, from any phone, and one bill whoever opens it', async () => {
    const ada = await kit.orderAtTable(2);
    const ben = await kit.orderAtTable(1);
    const opened = await Promise.all([ada.guest, ben.guest, ada.guest].map((guest) => kit.openBill(guest)));
    expect(new Set(opened).size).toBe(1);
    const bill = await kit.bill(ben.guest, opened[0]!);
    const orders = await ordersOf([ada.orderId, ben.orderId]);
    expect(bill).toMatchObject({
      table: { id: kit.t2.id, name: 'T2' },
      status: 'open',
      currency: 'EUR',
      total: orders.reduce((sum, order) => sum + order.total, 0),
      paid: 0,
      held: 0,
      tips: 0,
      orderIds: [ada.orderId, ben.orderId],
      claims: [],
    });
    expect(bill.left).toBe(bill.total);
    expect(bill.lines.map((line) => [line.name, line.quantity, line.unitPrice])).toEqual([
      ['Falafel (5 pieces)', 2, kit.falafel.price],
      ['Falafel (5 pieces)', 1, kit.falafel.price],
    ]);
  });

  it('takes the items the restaurant adds, and shows them to the guests', async () => {
    const ada = await kit.orderAtTable(1);
    const tablePaymentId = await kit.openBill(ada.guest);
    const added = await kit.addItems([{ name: 'Espresso', price: 250, quantity: 2 }]);
    expect(added.tablePaymentId).toBe(tablePaymentId);
    const bill = await kit.bill(ada.guest, tablePaymentId);
    expect(bill.lines.at(-1)).toMatchObject({
      name: 'Espresso',
      unitPrice: 250,
      quantity: 2,
      leftQuantity: 2,
    });
    expect(bill.total).toBe(kit.falafel.price + 500);
  });
});

describe('orders placed onto the bill (create-order with tablePaymentId)', () => {
  it('are on it at once, and paid with it', async () => {
    const ada = await kit.orderAtTable(1);
    const tablePaymentId = await kit.openBill(ada.guest);
    const { placed } = await kit.orderOntoBill(tablePaymentId);
    expect(placed.statusCode, placed.body).toBe(200);
    const benOrder = placed.json<{ data: { orderId: number } }>().data.orderId;
    const bill = await kit.bill(ada.guest, tablePaymentId);
    expect(bill.orderIds).toEqual([ada.orderId, benOrder]);
    const paid = await kit.claim(ada.guest, tablePaymentId, { action: 'amount', amount: bill.total });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await kit.decide(ada.guest, paid.json<ClaimAnswer>(), 'paid');
    expect(after, JSON.stringify(after)).toMatchObject({ status: 'paid' });
    expect((await ordersOf([ada.orderId, benOrder])).map((order) => order.paymentState)).toEqual([
      'paid',
      'paid',
    ]);
  });
});

describe('splitting and paying', () => {
  it('shows who claimed which items, held until paid, then paid with the tip', async () => {
    const ada = await kit.orderAtTable(2);
    const ben = await kit.stranger();
    const tablePaymentId = await kit.openBill(ada.guest);
    const line = (await kit.bill(ada.guest, tablePaymentId)).lines[0]!;
    const claimed = await kit.claim(ada.guest, tablePaymentId, {
      action: 'items',
      basketItems: [{ key: line.key, quantity: 1 }],
      tip: 100,
      name: 'Ada',
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const answer = claimed.json<ClaimAnswer>();
    expect(answer.data.claim).toMatchObject({ amount: line.unitPrice, state: 'held' });
    expect(new URL(answer.data.paymentLink).pathname).toBe('/payment');
    // the provider's page names the table by its own name
    const demo = await ada.guest.get('payment/demo/session', {
      restaurantId: kit.olive,
      session: new URL(answer.data.paymentLink).searchParams.get('session')!,
    });
    expect(demo.json<{ data: { description: string } }>().data.description).toBe('Olive & Linde, table T2');
    // what the others see: Ada holds one unit; it is not theirs
    const seen = await kit.bill(ben, tablePaymentId);
    expect(seen).toMatchObject({ held: line.unitPrice, left: seen.total - line.unitPrice, paid: 0, tips: 0 });
    expect(seen.lines[0]).toMatchObject({ heldQuantity: 1, leftQuantity: 1 });
    expect(seen.claims).toEqual([
      expect.objectContaining({ name: 'Ada', kind: 'items', tip: 100, mine: false, state: 'held' }),
    ]);
    expect((await kit.bill(ada.guest, tablePaymentId)).claims[0]).toMatchObject({
      mine: true,
      // Ada, back on the bill without paying, can go on to her payment's page; nobody else can
      payment_link: answer.data.paymentLink,
    });
    expect(seen.claims[0]?.payment_link).toBeNull();

    const paid = await kit.decide(ada.guest, answer, 'paid');
    expect(paid).toMatchObject({ paid: line.unitPrice, held: 0, tips: 100, status: 'open' });
    expect(paid.lines[0]).toMatchObject({ paidQuantity: 1, leftQuantity: 1 });
    const [payment] = await ctx.deps.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.tableClaimId, answer.data.claim.id));
    expect(payment).toMatchObject({ orderId: null, amount: line.unitPrice + 100, state: 'paid' });
  });

  it('splits three ways so the shares sum exactly to the bill, closes it and marks the orders paid', async () => {
    const ada = await kit.orderAtTable(1);
    await kit.addItems([{ name: 'Water', price: 301, quantity: 1 }]);
    const tablePaymentId = await kit.openBill(ada.guest);
    // the water the restaurant added is owed too (decision 064)
    expect(await tableView()).toMatchObject({
      unpaid: kit.falafel.price + 301,
      table_payment_id: tablePaymentId,
    });
    const guests = [ada.guest, await kit.stranger(), await kit.stranger()];
    const shares: number[] = [];
    for (const guest of guests) {
      const claimed = await kit.claim(guest, tablePaymentId, { action: 'share', ways: 3 });
      expect(claimed.statusCode, claimed.body).toBe(200);
      const answer = claimed.json<ClaimAnswer>();
      shares.push(answer.data.claim.amount);
      await kit.decide(guest, answer, 'paid');
    }
    const total = kit.falafel.price + 301;
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);

    const closed = await kit.bill(ada.guest, tablePaymentId);
    expect(closed).toMatchObject({ status: 'paid', paid: total, left: 0, orderIds: [ada.orderId] });
    expect(closed.closed_at).not.toBeNull();
    const [order] = await ordersOf([ada.orderId]);
    expect(order).toMatchObject({ paymentState: 'paid' });
    // the manager's table view: the table's order is still open in the kitchen, and paid
    expect(await tableView()).toMatchObject({
      open_orders: 1,
      total: order!.total,
      unpaid: 0,
      table_payment_id: null,
    });
    // the next guests at the table start a new bill, without the paid order
    const next = await kit.bill(ada.guest, await kit.openBill(ada.guest));
    expect(next.tablePaymentId).not.toBe(tablePaymentId);
    expect(next).toMatchObject({ total: 0, orderIds: [] });
  });

  it('lets a failed payment give its items back to the table', async () => {
    const ada = await kit.orderAtTable(1);
    const ben = await kit.stranger();
    const tablePaymentId = await kit.openBill(ada.guest);
    const basketItems = [{ key: (await kit.bill(ada.guest, tablePaymentId)).lines[0]!.key, quantity: 1 }];
    const first = (
      await kit.claim(ada.guest, tablePaymentId, { action: 'items', basketItems })
    ).json<ClaimAnswer>();
    expect((await kit.claim(ben, tablePaymentId, { action: 'items', basketItems })).statusCode).toBe(409);
    const failed = await kit.decide(ada.guest, first, 'failed');
    expect(failed).toMatchObject({ held: 0, paid: 0 });
    expect(failed.claims[0]).toMatchObject({ state: 'released' });
    const second = await kit.claim(ben, tablePaymentId, { action: 'items', basketItems });
    expect(second.statusCode, second.body).toBe(200);
  });

  it('takes a payFix card at once, and sends the receipt asked for in the guest’s language', async () => {
    const ada = await kit.orderAtTable(1);
    const tablePaymentId = await kit.openBill(ada.guest);
    const paid = await kit.claim(
      ada.guest,
      tablePaymentId,
      {
        action: 'amount',
        amount: kit.falafel.price,
        tip: 50,
        paymentType: 'payFix',
        qrCode: ctx.demo.payfixCard.qrCode,
        pin: ctx.demo.payfixCard.pin,
        email: 'ada@example.org',
      },
      { 'accept-language': 'de' },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = paid.json<ClaimAnswer>();
    expect(answer.data.claim.state).toBe('paid');
    expect(answer.data.tablePayment).toMatchObject({ status: 'paid', tips: 50 });
    expect(new URL(answer.data.paymentLink).pathname).toBe('/table-payment');
    const [order] = await ordersOf([ada.orderId]);
    expect(order?.paymentState).toBe('paid');

    const { text } = await mailWithSubject('Deine Quittung von Olive & Linde');
    expect(text).toContain('Dein Anteil:');
    expect(text).toContain('Trinkgeld:');
  });
});

describe('the receipt on request, once the bill is closed', () => {
  it('mails anyone at the table the whole bill: items, everyone’s part and tip, tips, total, restaurant', async () => {
    const ada = await kit.orderAtTable(2);
    const ben = await kit.stranger();
    const cleo = await kit.stranger();
    const tablePaymentId = await kit.openBill(ada.guest);
    const line = (await kit.bill(ada.guest, tablePaymentId)).lines[0]!;
    const byAda = await kit.claim(ada.guest, tablePaymentId, {
      action: 'items',
      basketItems: [{ key: line.key, quantity: 1 }],
      tip: 50,
      name: 'Ada',
      paymentType: 'payFix',
      qrCode: ctx.demo.payfixCard.qrCode,
      pin: ctx.demo.payfixCard.pin,
    });
    expect(byAda.statusCode, byAda.body).toBe(200);
    // the rest by amount: a share of two would now split what is left (issue 32), not the bill
    const byBen = await kit.claim(ben, tablePaymentId, {
      action: 'amount',
      amount: line.unitPrice,
      name: 'Ben',
    });
    expect((await kit.decide(ben, byBen.json<ClaimAnswer>(), 'paid')).status).toBe('paid');

    const asked = await cleo.post(
      'table-payments/receipt',
      { restaurantId: kit.olive, tablePaymentId, email: ' Cleo@Example.org ' },
      { 'accept-language': 'fr' },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<{ message: { body: string } }>().message.body).toBe(
      'Le reçu est en route vers Cleo@Example.org.',
    );
    const t = serverTranslator('fr');
    const money = (minor: number) => formatMoney(minor, 'EUR', 'fr');
    const frenchName = (await kit.bill(cleo, tablePaymentId, { lang: 'fr' })).lines[0]!.name;
    const mail = await mailWithSubject('Reçu de la table T2 chez Olive & Linde');
    expect(mail.to.map((address) => address.toLowerCase())).toEqual(['cleo@example.org']);
    for (const text of [
      `2 × ${frenchName}  ${money(2 * line.unitPrice)}`,
      t('mail_table_bill_part_tip', { who: 'Ada', amount: money(line.unitPrice), tip: money(50) }),
      t('mail_table_bill_part', { who: 'Ben', amount: money(line.unitPrice) }),
      t('mail_table_bill_tips', { amount: money(50) }),
      t('mail_total', { amount: money(2 * line.unitPrice) }),
      'Kastanienallee 12',
    ])
      expect(mail.text).toContain(text);

    // a few copies, not a mail flood: ten per bill an hour
    for (let copy = 2; copy <= 10; copy += 1) {
      const again = await cleo.post('table-payments/receipt', {
        restaurantId: kit.olive,
        tablePaymentId,
        email: `copy${copy}@example.org`,
      });
      expect(again.statusCode, again.body).toBe(200);
    }
    const flood = await ben.post('table-payments/receipt', {
      restaurantId: kit.olive,
      tablePaymentId,
      email: 'one-more@example.org',
    });
    expect(flood.statusCode).toBe(429);
  });
});

describe('payments nobody finishes', () => {
  it('expire with the payment jobs, and their claim gives its part back', async () => {
    const ada = await kit.orderAtTable(1);
    const tablePaymentId = await kit.openBill(ada.guest);
    const claimed = await kit.claim(ada.guest, tablePaymentId, { action: 'amount', amount: 100 });
    const { claim } = claimed.json<ClaimAnswer>().data;
    const silent = { warn: () => undefined, error: () => undefined } as never;
    const jobs = await runPaymentJobs(ctx.deps, silent, { expiryMinutes: 30 }, Date.now() + 31 * 60_000);
    expect(jobs.expired).toBeGreaterThanOrEqual(1);
    const bill = await kit.bill(ada.guest, tablePaymentId);
    expect(bill.claims.find((entry) => entry.id === claim.id)).toMatchObject({ state: 'released' });
    expect(bill).toMatchObject({ held: 0, left: bill.total });
    const [payment] = await ctx.deps.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.tableClaimId, claim.id));
    expect(payment?.state).toBe('expired');
  });
});

describe('retries', () => {
  it('answers the same claim to a retry with the same Idempotency-Key, and holds it once', async () => {
    const ada = await kit.orderAtTable(2);
    const tablePaymentId = await kit.openBill(ada.guest);
    const headers = { 'idempotency-key': 'claim-retry-0001' };
    const tries = await Promise.all(
      [1, 2, 3].map(() => kit.claim(ada.guest, tablePaymentId, { action: 'amount', amount: 100 }, headers)),
    );
    for (const answer of tries) expect(answer.statusCode, answer.body).toBe(200);
    const ids = tries.map((answer) => answer.json<ClaimAnswer>().data.claim.id);
    const links = tries.map((answer) => answer.json<ClaimAnswer>().data.paymentLink);
    expect(new Set(ids).size).toBe(1);
    expect(new Set(links).size).toBe(1);
    const bill: TablePayment = await kit.bill(ada.guest, tablePaymentId);
    expect(bill).toMatchObject({ held: 100 });
    expect(
      await ctx.deps.db.select().from(schema.payments).where(eq(schema.payments.tableClaimId, ids[0]!)),
    ).toHaveLength(1);
  });
});
