// @vitest-environment jsdom
import type { TableOverview as TableOverviewRow, TablePayment } from '@tavola/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../testing/render-in-area';
import TableOverview from './table-overview';

/** Issue 16, the board's table view: open orders per table, since when, and their total. */

afterEach(cleanup);

const table = (name: string, patch: Partial<TableOverviewRow> = {}): TableOverviewRow => ({
  id: name.length * 10 + Number(name.at(-1)),
  name,
  area: 'Dining room',
  seats: 4,
  active: true,
  open_orders: 0,
  open_since: null,
  open_since_time: null,
  total: 0,
  unpaid: 0,
  table_payment_id: null,
  open_calls: 0,
  guests: null,
  tips: 0,
  ...patch,
});

const busy = {
  open_orders: 2,
  open_since: '2026-11-24T11:05:00.000Z',
  open_since_time: '2026-11-24 12:05',
  total: 4680,
};

async function renderOverview(locale: 'en' | 'de' | 'ar', rows: TableOverviewRow[], bill?: TablePayment) {
  return renderInArea(<TableOverview />, {
    locale,
    answers: {
      'managers/tables/overview': () => ({ data: rows, currency: 'EUR' }),
      ...(bill ? { 'managers/tables/bill': () => ({ data: bill }) } : {}),
    },
  });
}

/** T3's bill: two rounds (the second with a tip), Ada paid her items with a tip, Ben holds a share */
const t3Bill: TablePayment = {
  tablePaymentId: 'visit-t3',
  table: { id: 33, name: 'T3' },
  status: 'open',
  currency: 'EUR',
  total: 6515,
  paid: 1540,
  held: 2000,
  left: 2975,
  tips: 150,
  orderIds: [12, 13],
  lines: [
    {
      key: 'order-line:1',
      name: 'Hummus',
      unitPrice: 650,
      quantity: 1,
      amount: 650,
      leftAmount: 0,
      paidQuantity: 1,
      heldQuantity: 0,
      leftQuantity: 0,
    },
    {
      key: 'order-line:2',
      name: 'Berlin pilsner',
      unitPrice: 445,
      quantity: 2,
      amount: 890,
      leftAmount: 0,
      paidQuantity: 2,
      heldQuantity: 0,
      leftQuantity: 0,
    },
    {
      key: 'order-line:3',
      name: 'Schnitzel',
      unitPrice: 1890,
      quantity: 1,
      amount: 1890,
      leftAmount: 1890,
      paidQuantity: 0,
      heldQuantity: 0,
      leftQuantity: 1,
    },
    {
      key: 'order-tip:13',
      name: 'Tip with order #13',
      unitPrice: 300,
      quantity: 1,
      amount: 300,
      leftAmount: 300,
      paidQuantity: 0,
      heldQuantity: 0,
      leftQuantity: 1,
    },
  ],
  rounds: [
    {
      orderId: 12,
      placed_at: '2026-11-24T11:05:00.000Z',
      placed_time: '2026-11-24 12:05',
      total: 1540,
      lines: ['order-line:1', 'order-line:2'],
    },
    {
      orderId: 13,
      placed_at: '2026-11-24T11:40:00.000Z',
      placed_time: '2026-11-24 12:40',
      total: 2190,
      lines: ['order-line:3', 'order-tip:13'],
    },
  ],
  claims: [
    {
      id: 1,
      name: 'Ada',
      kind: 'items',
      ways: null,
      amount: 1540,
      tip: 150,
      state: 'paid',
      mine: false,
      at_table: false,
      payment_link: null,
      lines: [
        { key: 'order-line:1', quantity: 1, amount: 650 },
        { key: 'order-line:2', quantity: 2, amount: 890 },
      ],
    },
    {
      id: 2,
      name: null,
      kind: 'share',
      ways: 2,
      amount: 2000,
      tip: 0,
      state: 'held',
      mine: false,
      at_table: false,
      payment_link: null,
      lines: [],
    },
  ],
  closed_at: null,
};

describe('TableOverview', () => {
  it('shows a busy table’s open orders, since when and their total; a free one as free', async () => {
    await renderOverview('en', [table('T1', busy), table('T2')]);
    const t1 = await screen.findByRole('article', { name: 'T1' });
    expect(t1.textContent).toContain('€46.80');
    expect(t1.textContent).toContain('2 open orders');
    expect(t1.textContent).toMatch(/since .*12:05/);
    expect(screen.getByRole('article', { name: 'T2' }).textContent).toContain('Free');
  });

  it('formats the total in the manager’s language', async () => {
    await renderOverview('de', [table('T1', busy)]);
    expect((await screen.findByRole('article', { name: 'T1' })).textContent).toContain('46,80\u00a0€');
  });

  it('marks a calling table, and leaves out an inactive table with nothing open', async () => {
    await renderOverview('en', [
      table('T4', { open_calls: 1 }),
      table('T6', { active: false }),
      table('T7', { active: false, ...busy }),
    ]);
    expect((await screen.findByRole('article', { name: 'T4' })).textContent).toContain('Calling');
    expect(screen.queryByRole('article', { name: 'T6' })).toBeNull();
    expect(screen.getByRole('article', { name: 'T7' }).textContent).toContain('Inactive');
  });

  it('says a table’s bill is paid, and what is left of one paid in part (issue 17)', async () => {
    await renderOverview('en', [
      table('T1', { ...busy, unpaid: 0 }),
      table('T2', { ...busy, unpaid: 2000 }),
      table('T3', { ...busy, unpaid: 4680 }),
    ]);
    const t1 = await screen.findByRole('article', { name: 'T1' });
    expect(t1.textContent).toContain('Paid');
    const t2 = screen.getByRole('article', { name: 'T2' });
    expect(t2.textContent).toContain('€20.00 to pay');
    expect(t2.textContent).not.toContain('Paid');
    const t3 = screen.getByRole('article', { name: 'T3' });
    expect(t3.textContent).not.toContain('to pay');
    expect(t3.textContent).not.toContain('Paid');
  });

  it('says paid in Arabic too', async () => {
    await renderOverview('ar', [table('T1', { ...busy, unpaid: 0 })]);
    expect((await screen.findByRole('article', { name: 'T1' })).textContent).toContain('مدفوعة');
  });

  // issue 33
  it('shows the visit’s guests and tips on the card, and who paid what and each round in its bill', async () => {
    const visit = { table_payment_id: 'visit-t3', guests: { adults: 3, children: 1 }, tips: 150 };
    const { calls } = await renderOverview('en', [table('T3', { ...busy, unpaid: 2975, ...visit })], t3Bill);
    const t3 = await screen.findByRole('article', { name: 'T3' });
    expect(t3.textContent).toContain('4 guests (1 child)');
    expect(t3.textContent).toContain('Tips €1.50');
    // something is left: the table is marked as paid, not closed
    expect(within(t3).queryByRole('button', { name: 'Close table T3' })).toBeNull();
    fireEvent.click(within(t3).getByRole('button', { name: 'Bill of table T3' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bill of table T3' });
    const rounds = await within(sheet).findByRole('region', { name: 'Rounds' });
    expect(rounds.textContent).toMatch(/Round 1 · order 12 · (.+, )?12:05€15\.40/);
    expect(rounds.textContent).toContain('2 × Berlin pilsner€8.90');
    expect(rounds.textContent).toContain('1 × Tip with order #13€3.00');
    const payments = within(sheet).getByRole('region', { name: 'Who paid what' });
    expect(payments.textContent).toContain('Ada: items€15.40 · paid');
    expect(payments.textContent).toContain('1 × Hummus, 2 × Berlin pilsner');
    expect(payments.textContent).toContain('+ €1.50 tip');
    expect(payments.textContent).toContain('A guest: a share of 2€20.00 · being paid');
    expect(calls).toContainEqual({
      method: 'GET',
      path: 'managers/tables/bill',
      input: { restaurantId: 1, id: 23 },
    });
  });

  it('offers to close a visit with nothing left to pay, in Arabic too', async () => {
    await renderOverview('ar', [
      table('T3', { table_payment_id: 'visit-t3', guests: { adults: 2, children: 0 } }),
    ]);
    const t3 = await screen.findByRole('article', { name: 'T3' });
    expect(t3.textContent).toContain('ضيفان');
    expect(within(t3).getByRole('button', { name: 'إغلاق الطاولة T3' })).toBeTruthy();
  });
});
