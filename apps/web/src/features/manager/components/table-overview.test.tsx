// @vitest-environment jsdom
import type { TableOverview as TableOverviewRow } from '@tavola/contracts';
import { cleanup, screen } from '@testing-library/react';
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

async function renderOverview(locale: 'en' | 'de' | 'ar', rows: TableOverviewRow[]) {
  await renderInArea(<TableOverview />, {
    locale,
    answers: { 'managers/tables/overview': () => ({ data: rows, currency: 'EUR' }) },
  });
}

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
});
