// @vitest-environment jsdom
import type { TableCallDto } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tableKeys } from '../api/tables-api';
import { renderInArea } from '../testing/render-in-area';
import { TableCallsPanel } from './table-calls-panel';

/** Issue 16: the calls from tables above every manager page, acknowledged one by one. */

afterEach(cleanup);

const callFrom = (id: number, name: string, kind: TableCallDto['kind'] = 'waiter'): TableCallDto => ({
  id,
  table: { id: id + 100, name, area: null },
  kind,
  created_at: '2026-11-24T11:31:00.000Z',
  created_time: '2026-11-24 12:31',
  acknowledged_at: null,
  acknowledged_by: null,
});

describe('TableCallsPanel', () => {
  it('lists each open call with what to do, and acknowledges the one whose button is pressed', async () => {
    let open = [callFrom(1, 'T3'), callFrom(2, 'T5', 'robot')];
    const { calls } = await renderInArea(<TableCallsPanel />, {
      answers: {
        'managers/table-calls': () => ({ data: open }),
        'managers/table-calls/acknowledge': (input) => {
          open = open.filter((call) => call.id !== input.id);
          return { data: callFrom(Number(input.id), 'T3'), message: { body: 'Call acknowledged.' } };
        },
        'managers/tables/overview': () => ({ data: [], currency: 'EUR' }),
      },
    });
    const region = await screen.findByRole('region', { name: 'Calls from tables' });
    expect(region.textContent).toContain('Table T3 calls · please go to the table');
    expect(region.textContent).toContain('Table T5 calls · robot on its way');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Acknowledge – Table T3 calls' })),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Table T3 calls' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Table T5 calls' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: 'managers/table-calls/acknowledge', input: { restaurantId: 1, id: 1 } },
    ]);
  });

  it('announces a call that arrives, not the ones already open when the page loaded', async () => {
    let open = [callFrom(1, 'T3')];
    const { queryClient } = await renderInArea(<TableCallsPanel />, {
      answers: { 'managers/table-calls': () => ({ data: open }) },
    });
    await screen.findByRole('region', { name: 'Calls from tables' });
    const announcer = screen.getByRole('status');
    expect(announcer.textContent).toBe('');
    open = [...open, callFrom(7, 'T8')];
    await act(() => queryClient.invalidateQueries({ queryKey: tableKeys.calls(1) }));
    await waitFor(() => expect(announcer.textContent).toBe('Table T8 calls'));
  });

  it('shows nothing while no table calls', async () => {
    await renderInArea(<TableCallsPanel />, { answers: { 'managers/table-calls': () => ({ data: [] }) } });
    await waitFor(() => expect(screen.getByRole('status')).toBeTruthy());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
