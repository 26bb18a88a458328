import type { TablePayment } from '@tavola/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { managerFixtures } from '../../test/manager-fixtures';
import { type Caller, callerWith, type TableRow, tableGuest, tableNamed } from '../../test/table-guests';
import type { TestContext } from '../../test/test-app';

/**
 * Issue 17 tests read "this person makes this request": guests at table T2 of Olive & Linde who
 * ordered to pay at the end, the table's bill, claims on it and their demo payments; the manager.
 * Tuesday 2026-11-24, 12:30 in Berlin: Olive & Linde serves here.
 */
export interface ClaimAnswer {
  data: {
    claim: { id: number; amount: number; state: string };
    paymentLink: string;
    tablePayment: TablePayment;
  };
}

export function tablePaymentKit(ctx: () => TestContext) {
  let fixtures: Awaited<ReturnType<typeof managerFixtures>>;
  const state = {
    olive: 0,
    sakura: 0,
    falafel: { id: 0, price: 0 },
    t2: undefined as unknown as TableRow,
    manager: undefined as unknown as Caller,
  };

  /** POST table-payments/create as a guest holding the table's QR token */
  function open(caller: Caller, table = state.t2, extra: Record<string, unknown> = {}) {
    return caller.post('table-payments/create', {
      restaurantId: state.olive,
      tableId: table.id,
      qrcode: table.qrCode,
      ...extra,
    });
  }

  async function bill(
    caller: Caller,
    tablePaymentId: string,
    extra: Record<string, string | number> = {},
  ): Promise<TablePayment> {
    const read = await caller.get('table-payments', { restaurantId: state.olive, tablePaymentId, ...extra });
    expect(read.statusCode, read.body).toBe(200);
    return read.json<{ data: TablePayment }>().data;
  }

  return Object.assign(state, {
    async setUp() {
      fixtures = await managerFixtures(ctx());
      state.olive = fixtures.olive;
      state.sakura = fixtures.sakura;
      state.falafel = fixtures.falafel;
      state.t2 = await tableNamed(ctx(), state.olive, 'T2');
      state.manager = callerWith(ctx(), fixtures.oliveManager);
    },
    sakuraManager: () => callerWith(ctx(), fixtures.sakuraManager),
    /** the managers' tokens, for their live sockets */
    managerTokens: () => ({ olive: fixtures.oliveManager, sakura: fixtures.sakuraManager }),
    atLunchTime() {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(new Date('2026-11-24T11:30:00Z'));
      return () => vi.useRealTimers();
    },
    /** a new guest with a public token, not at any table */
    async stranger(): Promise<Caller> {
      return callerWith(ctx(), await ctx().publicToken());
    },
    /** a guest at a table who ordered `units` falafel to pay at the end */
    async orderAtTable(units = 2, table = state.t2) {
      const guest = await tableGuest(ctx(), state.olive);
      expect((await guest.addProduct(state.falafel.id, units)).statusCode).toBe(200);
      expect((await guest.sitAt(table)).statusCode).toBe(200);
      expect((await guest.saveCapacity(2, 0)).statusCode).toBe(200);
      const placed = await guest.order('payAtEnd');
      expect(placed.statusCode, placed.body).toBe(200);
      return { guest, orderId: placed.json<{ data: { orderId: number } }>().data.orderId };
    },
    /** a guest at a table orders a falafel onto a bill (SPEC §7 create-order's tablePaymentId) */
    async orderOntoBill(tablePaymentId: string, paymentType = 'payAtEnd', table = state.t2) {
      const guest = await tableGuest(ctx(), state.olive);
      expect((await guest.addProduct(state.falafel.id, 1)).statusCode).toBe(200);
      expect((await guest.sitAt(table)).statusCode).toBe(200);
      expect((await guest.saveCapacity(1, 0)).statusCode).toBe(200);
      const contact = { name: 'Ben', email: 'ben@example.org', mobile: '030 7654321' };
      await guest.post('basket/add-address', {
        restaurantId: state.olive,
        basketId: guest.basketId,
        userInfo: contact,
      });
      const placed = await guest.post('order/create-order', {
        restaurantId: state.olive,
        basketId: guest.basketId,
        paymentType,
        tablePaymentId,
      });
      return { guest, placed };
    },
    open,
    /** opens the table's bill and answers its handle */
    async openBill(caller: Caller, table = state.t2): Promise<string> {
      const opened = await open(caller, table);
      expect(opened.statusCode, opened.body).toBe(200);
      return opened.json<{ data: TablePayment }>().data.tablePaymentId;
    },
    /** the manager adds items to the table's bill (SPEC §7 externalBasketItems) */
    async addItems(items: { name: string; price: number; quantity: number }[], table = state.t2) {
      const added = await state.manager.post('table-payments/create', {
        restaurantId: state.olive,
        tableId: table.id,
        externalBasketItems: items,
      });
      expect(added.statusCode, added.body).toBe(200);
      return added.json<{ data: TablePayment }>().data;
    },
    bill,
    /** POST table-payments/events: a claim paid with the demo provider unless told otherwise */
    claim(
      caller: Caller,
      tablePaymentId: string,
      body: Record<string, unknown>,
      headers: Record<string, string> = {},
    ): Promise<LightMyRequestResponse> {
      return caller.post(
        'table-payments/events',
        { restaurantId: state.olive, tablePaymentId, paymentType: 'demo', ...body },
        headers,
      );
    },
    /** the tester decides the demo payment of a claim, and the guest comes back to the bill */
    async decide(caller: Caller, answer: ClaimAnswer, outcome: 'paid' | 'failed' | 'cancelled') {
      const session = new URL(answer.data.paymentLink).searchParams.get('session');
      const decided = await caller.post('payment/demo/decide', {
        restaurantId: state.olive,
        session,
        outcome,
      });
      expect(decided.statusCode, decided.body).toBe(200);
      return bill(caller, answer.data.tablePayment.tablePaymentId, { claimId: answer.data.claim.id });
    },
  });
}
