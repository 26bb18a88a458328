import type { TablePayment } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TableGuest, tableGuest } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ClaimAnswer, tablePaymentKit } from './table-payment-test-kit';

/**
 * Issue 33: a table's visit lasts until its bill is paid or the staff close it (decision 071).
 * Every phone and every round of the visit go onto the same table and bill, the call button
 * keeps working, and the guests are counted once per visit — not again on a re-scan, on a
 * second phone or for the next round.
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
  await ctx.deps.db.delete(schema.tableCalls);
  return restore;
});

interface Seated {
  data: { table_id: number | null; extra_info: { table_capacity?: { adults: number; children: number } } };
  tablePaymentId: string;
}

/** A phone scans T2's QR code (or comes back for `visit`) with a new basket holding a falafel. */
async function seat(guest?: TableGuest, visit?: string) {
  const phone = guest ?? (await tableGuest(ctx, kit.olive));
  const seated = await phone.sitAt(kit.t2, visit ? { tablePaymentId: visit } : {});
  return { phone, seated };
}

/** The same phone's next basket, after its order deleted the last one. */
async function nextBasket(phone: TableGuest): Promise<TableGuest> {
  const created = await phone.post('basket/create', { restaurantId: kit.olive, deliveryType: 'pickup' });
  expect(created.statusCode, created.body).toBe(200);
  const basketId = created.json<{ data: { id: string } }>().data.id;
  return {
    ...phone,
    basketId,
    sitAt: (table, overrides = {}, headers = {}) =>
      phone.post(
        'basket/set-table',
        { restaurantId: kit.olive, basketId, tableId: table.id, qrcode: table.qrCode, ...overrides },
        headers,
      ),
    addProduct: (productId, quantity = 1) =>
      phone.post('basket/add', { restaurantId: kit.olive, basketId, productId, quantity }),
    saveCapacity: (adults, children) =>
      phone.post('basket/update-basket-extraInfo', {
        restaurantId: kit.olive,
        basketId,
        table_capacity: { adults, children },
      }),
    async order(paymentType = 'payAtEnd') {
      await phone.post('basket/add-address', {
        restaurantId: kit.olive,
        basketId,
        userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
      });
      return phone.post('order/create-order', { restaurantId: kit.olive, basketId, paymentType });
    },
  };
}

const callService = (phone: TableGuest) =>
  phone.get('restaurant/robot-request', { restaurantId: kit.olive, tableId: kit.t2.id });

describe("a table's visit", () => {
  it('keeps every round of every phone on one table and bill, counted once, calling all along', async () => {
    // the first phone scans, counts the guests and orders to pay at the end
    const { phone: ada, seated } = await seat();
    expect(seated.statusCode, seated.body).toBe(200);
    const visit = seated.json<Seated>().tablePaymentId;
    expect((await ada.addProduct(kit.falafel.id, 1)).statusCode).toBe(200);
    expect((await ada.saveCapacity(3, 1)).statusCode).toBe(200);
    const first = await ada.order('payAtEnd');
    expect(first.statusCode, first.body).toBe(200);

    // back on the menu: the next basket is seated for the same visit, counted, and may call
    const again = await nextBasket(ada);
    const resumed = await again.sitAt(kit.t2, { tablePaymentId: visit });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<Seated>()).toMatchObject({
      tablePaymentId: visit,
      data: { table_id: kit.t2.id, extra_info: { table_capacity: { adults: 3, children: 1 } } },
    });
    expect((await callService(again)).statusCode).toBe(200);
    expect((await again.addProduct(kit.falafel.id, 2)).statusCode).toBe(200);
    const second = await again.order('payAtEnd');
    expect(second.statusCode, second.body).toBe(200);

    // a second phone scanning, and the first phone scanning again: the same visit, not asked
    const { phone: ben, seated: benSeated } = await seat();
    expect(benSeated.json<Seated>()).toMatchObject({
      tablePaymentId: visit,
      data: { extra_info: { table_capacity: { adults: 3, children: 1 } } },
    });
    expect((await ben.addProduct(kit.falafel.id, 1)).statusCode).toBe(200);
    const third = await ben.order('payAtEnd');
    expect(third.statusCode, third.body).toBe(200);
    const rescan = await (await nextBasket(again)).sitAt(kit.t2);
    expect(rescan.json<Seated>()).toMatchObject({
      tablePaymentId: visit,
      data: { extra_info: { table_capacity: { adults: 3, children: 1 } } },
    });

    // one bill holds the three rounds
    const bill = await kit.bill(ben, visit);
    const orderIds = [first, second, third].map(
      (placed) => placed.json<{ data: { orderId: number } }>().data.orderId,
    );
    expect(bill.orderIds).toEqual(orderIds);
    expect(bill.rounds.map((round) => round.orderId)).toEqual(orderIds);
    expect(bill.rounds.map((round) => round.lines.length)).toEqual([1, 1, 1]);
  });

  it('counts the guests once for every phone at the table, whichever answers first', async () => {
    const { phone: ada } = await seat();
    const { phone: ben } = await seat();
    expect((await ada.saveCapacity(2, 0)).statusCode).toBe(200);
    // Ben scanned before Ada counted: his basket reads the visit's count, and he may order
    const basket = await ben.get('basket', { restaurantId: kit.olive, basketId: ben.basketId });
    expect(basket.json<Seated>().data.extra_info.table_capacity).toMatchObject({ adults: 2, children: 0 });
    expect((await ben.addProduct(kit.falafel.id, 1)).statusCode).toBe(200);
    const placed = await ben.order('payAtEnd');
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('ends once its bill is paid: the phones are not seated again, the next guests start a new visit', async () => {
    const { phone: ada, seated } = await seat();
    const visit = seated.json<Seated>().tablePaymentId;
    expect((await ada.addProduct(kit.falafel.id, 1)).statusCode).toBe(200);
    expect((await ada.saveCapacity(2, 0)).statusCode).toBe(200);
    expect((await ada.order('payAtEnd')).statusCode).toBe(200);
    // Ben is seated too, with a basket of his own
    const { phone: ben } = await seat();
    const bill = await kit.bill(ada, visit);
    const claimed = await kit.claim(ada, visit, { action: 'amount', amount: bill.total });
    expect((await kit.decide(ada, claimed.json<ClaimAnswer>(), 'paid')).status).toBe('paid');

    // the baskets seated for the visit left the table with it
    const benNow = await ben.get('basket', { restaurantId: kit.olive, basketId: ben.basketId });
    expect(benNow.json<Seated>().data.table_id).toBeNull();

    const back = await (await nextBasket(ada)).sitAt(kit.t2, { tablePaymentId: visit });
    expect(back.statusCode).toBe(409);
    expect(back.json<{ message: { code: string } }>().message.code).toBe('table_visit_over');
    const { seated: next } = await seat();
    expect(next.statusCode).toBe(200);
    expect(next.json<Seated>().tablePaymentId).not.toBe(visit);
    expect(next.json<Seated>().data.extra_info.table_capacity).toBeUndefined();
  });
});

describe('the staff and the visit', () => {
  /** T2 in the board's table view */
  async function tile() {
    const view = await kit.manager.get('managers/tables/overview', { restaurantId: kit.olive });
    expect(view.statusCode, view.body).toBe(200);
    return view
      .json<{ data: { id: number; guests: unknown; tips: number; unpaid: number }[] }>()
      .data.find((table) => table.id === kit.t2.id)!;
  }

  it('see the guests and tips on the table card, and the rounds and who paid what on its bill', async () => {
    const { phone: ada, seated } = await seat();
    const visit = seated.json<Seated>().tablePaymentId;
    expect((await ada.saveCapacity(3, 2)).statusCode).toBe(200);
    expect((await ada.addProduct(kit.falafel.id, 2)).statusCode).toBe(200);
    expect((await ada.order('payAtEnd')).statusCode).toBe(200);
    const line = (await kit.bill(ada, visit)).lines[0]!;
    const claimed = await kit.claim(ada, visit, {
      action: 'items',
      basketItems: [{ key: line.key, quantity: 1 }],
      tip: 70,
      name: 'Ada',
    });
    await kit.decide(ada, claimed.json<ClaimAnswer>(), 'paid');

    expect(await tile()).toMatchObject({
      guests: { adults: 3, children: 2 },
      tips: 70,
      unpaid: line.unitPrice,
    });
    const read = await kit.manager.get('managers/tables/bill', { restaurantId: kit.olive, id: kit.t2.id });
    expect(read.statusCode, read.body).toBe(200);
    const bill = read.json<{ data: TablePayment }>().data;
    expect(bill.rounds).toHaveLength(1);
    expect(bill.rounds[0]!.lines).toEqual([line.key]);
    expect(bill.claims).toMatchObject([{ name: 'Ada', amount: line.unitPrice, tip: 70, state: 'paid' }]);
    // a guest's token reads no table's bill this way
    expect(
      (await ada.get('managers/tables/bill', { restaurantId: kit.olive, id: kit.t2.id })).statusCode,
    ).toBe(403);
  });

  it('close a visit only once nothing is left to pay; the next guests are counted afresh', async () => {
    const { phone: ada, seated } = await seat();
    const visit = seated.json<Seated>().tablePaymentId;
    expect((await ada.saveCapacity(2, 0)).statusCode).toBe(200);
    expect((await ada.addProduct(kit.falafel.id, 1)).statusCode).toBe(200);
    expect((await ada.order('payAtEnd')).statusCode).toBe(200);
    const close = () =>
      kit.manager.post('managers/tables/close-visit', { restaurantId: kit.olive, id: kit.t2.id });

    const refused = await close();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: { code: string; body: string } }>().message).toMatchObject({
      code: 'table_visit_unpaid',
    });
    const settled = await kit.manager.post('managers/tables/settle', {
      restaurantId: kit.olive,
      id: kit.t2.id,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    // the bill closed with the payment; a guest who only scanned since opened the next visit
    const { phone: ben, seated: benSeated } = await seat();
    const nextVisit = benSeated.json<Seated>().tablePaymentId;
    expect(nextVisit).not.toBe(visit);
    expect((await ben.saveCapacity(4, 0)).statusCode).toBe(200);
    expect((await tile()).guests).toEqual({ adults: 4, children: 0 });

    // they leave without ordering: the staff free the table
    const closed = await close();
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ message: { body: string } }>().message.body).toBe('Table T2 is free again.');
    expect((await tile()).guests).toBeNull();
    const back = await (await nextBasket(ben)).sitAt(kit.t2, { tablePaymentId: nextVisit });
    expect(back.statusCode).toBe(409);
    // pressing again is harmless
    expect((await close()).statusCode).toBe(200);
  });

  it('mark as paid and close pressed at once: the rest is taken once and the visit ends once', async () => {
    const { phone: ada } = await seat();
    expect((await ada.saveCapacity(2, 0)).statusCode).toBe(200);
    expect((await ada.addProduct(kit.falafel.id, 2)).statusCode).toBe(200);
    expect((await ada.order('payAtEnd')).statusCode).toBe(200);
    const ref = { restaurantId: kit.olive, id: kit.t2.id };
    const answers = await Promise.all([
      kit.manager.post('managers/tables/settle', ref),
      kit.manager.post('managers/tables/close-visit', ref),
      kit.manager.post('managers/tables/close-visit', ref),
    ]);
    expect(answers[0]!.statusCode, answers[0]!.body).toBe(200);
    // a close that came first found something left; one that came after found the table free
    for (const answer of answers.slice(1)) expect([200, 409]).toContain(answer.statusCode);
    const claims = await ctx.deps.db.select().from(schema.tablePaymentClaims);
    expect(claims.filter((claim) => claim.state === 'paid')).toHaveLength(1);
    const open = await ctx.deps.db
      .select()
      .from(schema.tablePaymentSessions)
      .where(eq(schema.tablePaymentSessions.state, 'open'));
    expect(open).toEqual([]);
  });
});
