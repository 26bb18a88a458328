import { randomUUID } from 'node:crypto';
import { hashPassword, schema } from '@tavola/db';
import { serverTranslator } from '@tavola/i18n';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../test/demo-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ClaimAnswer, tablePaymentKit } from './table-payment-test-kit';

/**
 * Issue 17, bad input: an unknown bill, another restaurant's table or bill, more than is left,
 * zero or negative amounts, a paid bill — each a 4xx in the SPEC §8 envelope, in the caller's
 * language, and nothing changed.
 */

let ctx: TestContext;
const kit = tablePaymentKit(() => ctx);
const languages = ['en', 'de', 'fr', 'ar'] as const;

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

/** How many rows the table payment tables and payments hold: a refusal changes none. */
async function written() {
  const rows = async (table: Parameters<ReturnType<typeof ctx.deps.db.select>['from']>[0]) =>
    (await ctx.deps.db.select({ rows: count() }).from(table))[0]?.rows;
  return {
    bills: await rows(schema.tablePaymentSessions),
    items: await rows(schema.tablePaymentExternalItems),
    claims: await rows(schema.tablePaymentClaims),
    payments: await rows(schema.payments),
  };
}

/** A bill of one falafel ordered at T2. */
async function openBill() {
  const { guest } = await kit.orderAtTable(1);
  return { guest, tablePaymentId: await kit.openBill(guest) };
}

describe('refused, in four languages, nothing changed', () => {
  it.each(languages)('an unknown bill (%s): 404 on reading it and on claiming from it', async (lang) => {
    const guest = await kit.stranger();
    const before = await written();
    const headers = { 'accept-language': lang };
    const read = await guest.get(
      'table-payments',
      { restaurantId: kit.olive, tablePaymentId: randomUUID() },
      headers,
    );
    const claimed = await kit.claim(guest, randomUUID(), { action: 'amount', amount: 100 }, headers);
    for (const answer of [read, claimed]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json<ErrorBody>().message).toMatchObject({
        type: 'error',
        body: serverTranslator(lang)('table_payment_not_exist'),
      });
    }
    expect(await written()).toEqual(before);
  });

  it.each(languages)('more than is left (%s): 409 with a clear message, the bill as it was', async (lang) => {
    const { guest, tablePaymentId } = await openBill();
    const bill = await kit.bill(guest, tablePaymentId);
    const before = await written();
    const headers = { 'accept-language': lang };
    const tooMuch = await kit.claim(
      guest,
      tablePaymentId,
      { action: 'amount', amount: bill.total + 1 },
      headers,
    );
    const tooMany = await kit.claim(
      guest,
      tablePaymentId,
      { action: 'items', basketItems: [{ key: bill.lines[0]!.key, quantity: 2 }] },
      headers,
    );
    for (const answer of [tooMuch, tooMany]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json<ErrorBody>().message.body).toBe(
        serverTranslator(lang)('table_payment_more_than_left'),
      );
    }
    expect(await written()).toEqual(before);
    expect(await kit.bill(guest, tablePaymentId)).toEqual(bill);
  });

  it.each(languages)(
    'items that cost more than is left after an amount paid (%s): 409 saying so, not "someone else"',
    async (lang) => {
      const { guest, tablePaymentId } = await openBill();
      const bill = await kit.bill(guest, tablePaymentId);
      const part = await kit.claim(guest, tablePaymentId, { action: 'amount', amount: bill.total - 1 });
      await kit.decide(guest, part.json<ClaimAnswer>(), 'paid');
      const before = await written();
      const refused = await kit.claim(
        guest,
        tablePaymentId,
        { action: 'items', basketItems: [{ key: bill.lines[0]!.key, quantity: 1 }] },
        { 'accept-language': lang },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorBody>().message.body).toBe(
        serverTranslator(lang)('table_payment_items_over_left'),
      );
      expect(await written()).toEqual(before);
    },
  );

  it.each(languages)('a paid bill (%s): 409, nothing more is taken', async (lang) => {
    const { guest, tablePaymentId } = await openBill();
    const { total } = await kit.bill(guest, tablePaymentId);
    const claimed = await kit.claim(guest, tablePaymentId, { action: 'amount', amount: total });
    await kit.decide(guest, claimed.json<ClaimAnswer>(), 'paid');
    const before = await written();
    const again = await kit.claim(
      guest,
      tablePaymentId,
      { action: 'amount', amount: 1 },
      { 'accept-language': lang },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message.body).toBe(serverTranslator(lang)('table_payment_paid'));
    expect(await written()).toEqual(before);
  });

  it.each(languages)('zero, negative and fractional amounts (%s): 422 on the field', async (lang) => {
    const { guest, tablePaymentId } = await openBill();
    const before = await written();
    const headers = { 'accept-language': lang };
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'amount', amount: 0 }, 'amount'],
      [{ action: 'amount', amount: -500 }, 'amount'],
      [{ action: 'amount', amount: 1.5 }, 'amount'],
      [{ action: 'amount', amount: 100, tip: -1 }, 'tip'],
      [{ action: 'share', ways: 1 }, 'ways'],
      [{ action: 'items', basketItems: [{ key: 'order-line:1', quantity: 0 }] }, 'basketItems.0.quantity'],
      [{ action: 'items', basketItems: [] }, 'basketItems'],
    ];
    for (const [body, field] of cases) {
      const refused = await kit.claim(guest, tablePaymentId, body, headers);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.json<ErrorBody>().errors ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    expect(await written()).toEqual(before);
  });

  it.each(languages)('an item not on the bill (%s): 422 on basketItems', async (lang) => {
    const { guest, tablePaymentId } = await openBill();
    const before = await written();
    const refused = await kit.claim(
      guest,
      tablePaymentId,
      { action: 'items', basketItems: [{ key: 'external:999999', quantity: 1 }] },
      { 'accept-language': lang },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors).toEqual({
      basketItems: [serverTranslator(lang)('table_payment_unknown_item')],
    });
    expect(await written()).toEqual(before);
  });
});

describe('tenancy: restaurant B never reads or changes A’s bills', () => {
  it("refuses another restaurant's table, a wrong QR token and a missing one", async () => {
    const guest = await kit.stranger();
    const sakuraTable = (
      await ctx.deps.db.select().from(schema.tables).where(eq(schema.tables.restaurantId, kit.sakura))
    )[0]!;
    const before = await written();
    const foreign = await kit.open(guest, sakuraTable);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<ErrorBody>().message.body).toBe('The table name is not related to the restaurant.');
    const wrongToken = await kit.open(guest, kit.t2, { qrcode: 'not-the-token' });
    expect(wrongToken.statusCode).toBe(400);
    const noToken = await guest.post('table-payments/create', {
      restaurantId: kit.olive,
      tableId: kit.t2.id,
    });
    expect(noToken.statusCode).toBe(422);
    expect(Object.keys(noToken.json<ErrorBody>().errors ?? {})).toEqual(['qrcode']);
    expect(await written()).toEqual(before);
  });

  it("answers A's bill named under B as unknown: not read, not claimed, no items added", async () => {
    const { guest, tablePaymentId } = await openBill();
    const before = await written();
    const read = await guest.get('table-payments', { restaurantId: kit.sakura, tablePaymentId });
    expect(read.statusCode).toBe(404);
    const claimed = await guest.post('table-payments/events', {
      restaurantId: kit.sakura,
      tablePaymentId,
      action: 'amount',
      amount: 100,
      paymentType: 'demo',
    });
    expect(claimed.statusCode).toBe(404);
    const added = await kit.sakuraManager().post('table-payments/create', {
      restaurantId: kit.sakura,
      tablePaymentId,
      externalBasketItems: [{ name: 'Sake', price: 900, quantity: 1 }],
    });
    expect(added.statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });

  it("lets only the restaurant's own managers add items", async () => {
    const { guest, tablePaymentId } = await openBill();
    const before = await written();
    const items = { externalBasketItems: [{ name: 'Free round', price: 100, quantity: 9 }] };
    const byGuest = await guest.post('table-payments/create', {
      restaurantId: kit.olive,
      tablePaymentId,
      ...items,
    });
    const bySakura = await kit.sakuraManager().post('table-payments/create', {
      restaurantId: kit.olive,
      tablePaymentId,
      ...items,
    });
    for (const answer of [byGuest, bySakura]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json<ErrorBody>().message.body).toBe(
        'Only the restaurant can add items to a table bill.',
      );
    }
    expect(await written()).toEqual(before);
  });

  it("keeps restaurant B's tables out of A's bills, even for A's manager", async () => {
    const [sakuraTable] = await ctx.deps.db
      .select()
      .from(schema.tables)
      .where(eq(schema.tables.restaurantId, kit.sakura));
    const before = await written();
    const opened = await kit.manager.post('table-payments/create', {
      restaurantId: kit.olive,
      tableId: sakuraTable!.id,
    });
    expect(opened.statusCode).toBe(400);
    expect(opened.json<ErrorBody>().message.body).toBe('The table name is not related to the restaurant.');
    expect(await written()).toEqual(before);
  });
});

describe('create-order with a tablePaymentId', () => {
  const orders = async () => (await ctx.deps.db.select({ rows: count() }).from(schema.orders))[0]?.rows;

  it("refuses an unknown bill, another table's, a paid one, and a payment that is not on site", async () => {
    const { guest, tablePaymentId } = await openBill();
    const t3 = (await ctx.deps.db.select().from(schema.tables).where(eq(schema.tables.name, 'T3')))[0]!;
    const before = await orders();
    const unknown = await kit.orderOntoBill(randomUUID());
    const otherTable = await kit.orderOntoBill(tablePaymentId, 'payAtEnd', t3);
    const online = await kit.orderOntoBill(tablePaymentId, 'demo');
    for (const [answer, field, body] of [
      [unknown.placed, 'tablePaymentId', 'This table bill does not exist.'],
      [otherTable.placed, 'tablePaymentId', 'This bill belongs to another table.'],
      [
        online.placed,
        'paymentType',
        'An order on a table bill is paid with the bill: choose pay at the end.',
      ],
    ] as const) {
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json<ErrorBody>().errors).toEqual({ [field]: [body] });
    }
    const { total } = await kit.bill(guest, tablePaymentId);
    const claimed = await kit.claim(guest, tablePaymentId, { action: 'amount', amount: total });
    await kit.decide(guest, claimed.json<ClaimAnswer>(), 'paid');
    const late = await kit.orderOntoBill(tablePaymentId);
    expect(late.placed.statusCode).toBe(422);
    expect(late.placed.json<ErrorBody>().errors).toEqual({
      tablePaymentId: ['This table bill is already paid.'],
    });
    expect(await orders()).toBe(before);
  });
});

describe('payment types', () => {
  it('refuses a provider the restaurant does not offer: 422 on paymentType, nothing held', async () => {
    const { guest, tablePaymentId } = await openBill();
    const before = await written();
    const refused = await kit.claim(guest, tablePaymentId, {
      action: 'amount',
      amount: 100,
      paymentType: 'mollie',
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<ErrorBody>().errors ?? {})).toEqual(['paymentType']);
    expect(await written()).toEqual(before);
  });
});

describe('a payFix card that cannot pay', () => {
  /** a card of Olive & Linde with 1.00 € on it */
  async function poorCard() {
    await ctx.deps.db
      .insert(schema.payfixCards)
      .values({
        restaurantId: kit.olive,
        qrCode: 'PAYFIX-POOR',
        pinHash: await hashPassword('1357'),
        balance: 100,
      })
      .onConflictDoNothing();
    return { qrCode: 'PAYFIX-POOR', pin: '1357' };
  }
  const balanceOf = async (qrCode: string) =>
    (await ctx.deps.db.select().from(schema.payfixCards).where(eq(schema.payfixCards.qrCode, qrCode)))[0]
      ?.balance;

  it.each(languages)(
    'missing card fields, a wrong PIN, too little on the card (%s): 422 beside the field, the part stays free',
    async (lang) => {
      const { guest, tablePaymentId } = await openBill();
      const bill = await kit.bill(guest, tablePaymentId);
      const card = await poorCard();
      const before = { rows: await written(), balance: await balanceOf(card.qrCode) };
      const t = serverTranslator(lang);
      const headers = { 'accept-language': lang };
      const payFix = (extra: Record<string, unknown>) =>
        kit.claim(
          guest,
          tablePaymentId,
          { action: 'share', ways: 2, paymentType: 'payFix', ...extra },
          headers,
        );

      const missing = await payFix({ qrCode: ' ' });
      expect(missing.statusCode, missing.body).toBe(422);
      expect(Object.keys(missing.json<ErrorBody>().errors ?? {})).toEqual(['qrCode', 'pin']);
      const wrongPin = await payFix({ ...card, pin: '0000' });
      expect(wrongPin.statusCode, wrongPin.body).toBe(422);
      expect(wrongPin.json<ErrorBody>().errors).toEqual({ pin: [t('payfix_wrong_pin')] });
      const lowBalance = await payFix(card);
      expect(lowBalance.statusCode, lowBalance.body).toBe(422);
      expect(lowBalance.json<ErrorBody>().errors).toEqual({ pin: [t('payfix_low_balance')] });

      // nothing held, nothing charged: the whole bill is still left for the table
      expect(await written()).toEqual(before.rows);
      expect(await balanceOf(card.qrCode)).toBe(before.balance);
      expect(await kit.bill(guest, tablePaymentId)).toEqual(bill);
    },
  );
});

describe('the receipt on request', () => {
  const ask = (
    caller: Awaited<ReturnType<typeof kit.stranger>>,
    body: Record<string, unknown>,
    lang = 'en',
  ) =>
    caller.post(
      'table-payments/receipt',
      { restaurantId: kit.olive, email: 'ada@example.org', ...body },
      { 'accept-language': lang },
    );

  it.each(languages)(
    'an unknown bill, another restaurant’s, an open one, a bad address (%s): 404, 404, 409, 422',
    async (lang) => {
      const { guest, tablePaymentId } = await openBill();
      const t = serverTranslator(lang);
      const unknown = await ask(guest, { tablePaymentId: randomUUID() }, lang);
      const underSakura = await ask(guest, { tablePaymentId, restaurantId: kit.sakura }, lang);
      for (const answer of [unknown, underSakura]) {
        expect(answer.statusCode, answer.body).toBe(404);
        expect(answer.json<ErrorBody>().message.body).toBe(t('table_payment_not_exist'));
      }
      const open = await ask(guest, { tablePaymentId }, lang);
      expect(open.statusCode, open.body).toBe(409);
      expect(open.json<ErrorBody>().message.body).toBe(t('table_receipt_bill_open'));
      for (const email of ['not-an-address', '', undefined]) {
        const bad = await ask(guest, { tablePaymentId, email }, lang);
        expect(bad.statusCode, bad.body).toBe(422);
        expect(Object.keys(bad.json<ErrorBody>().errors ?? {})).toEqual(['email']);
      }
    },
  );
});
