// @vitest-environment jsdom
import type { ActivityEntryDto } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { isolate } from '../../format';
import { renderInArea } from '../../testing/render-in-area';
import ActivityPage from './activity-page';
import StaffPage from './staff-page';

/** Issue 20 (decision 044): the owner's Staff page and everyone's Activity list. */

afterEach(cleanup);

const staff = {
  members: [
    { manager_id: 1, name: 'Lena Owner', email: 'lena@example.org', role: 'owner', you: true },
    { manager_id: 2, name: 'Nina Petrova', email: 'nina@example.org', role: 'manager', you: false },
  ],
  invitations: [
    {
      id: 9,
      email: 'tom@example.org',
      role: 'manager',
      expires_at: '2026-12-01T10:00:00Z',
      invited_by: 'Lena Owner',
    },
  ],
};

const entry = (id: number, kind: string, subject: string | null): ActivityEntryDto => ({
  id,
  kind,
  subject,
  who: { name: 'Nina Petrova', email: 'nina@example.org' },
  at: '2026-11-24T17:05:00Z',
});

describe('StaffPage', () => {
  it('lists the people and open invitations; an invitation refused on its field shows beside the e-mail', async () => {
    const { calls } = await renderInArea(<StaffPage />, {
      answers: {
        'managers/staff': () => ({ data: staff }),
        'managers/staff/invite': () => {
          throw new ApiError(422, 'This person already works at this restaurant.', {
            email: ['This person already works at this restaurant.'],
          });
        },
      },
    });
    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).getByText('Nina Petrova')).toBeTruthy();
    expect(
      (within(people).getByRole('combobox', { name: 'Role of Nina Petrova' }) as HTMLSelectElement).value,
    ).toBe('manager');
    expect(screen.getByRole('button', { name: 'Withdraw the invitation to tom@example.org' })).toBeTruthy();

    const email = screen.getByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'nina@example.org' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'owner' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This person already works at this restaurant.')).toBeTruthy();
    expect(calls.find((call) => call.path === 'managers/staff/invite')?.input).toEqual({
      restaurantId: 1,
      email: 'nina@example.org',
      role: 'owner',
    });
  });

  it('changes a role from its select and removes someone only after confirming', async () => {
    const { calls } = await renderInArea(<StaffPage />, {
      answers: {
        'managers/staff': () => ({ data: staff }),
        'managers/staff/role': () => ({ message: { body: 'The role has been changed.' } }),
        'managers/staff/remove': () => ({ message: { body: 'They no longer have access.' } }),
      },
    });
    const role = await screen.findByRole('combobox', { name: 'Role of Nina Petrova' });
    await act(async () => fireEvent.change(role, { target: { value: 'owner' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Nina Petrova' })));
    expect(calls.some((call) => call.path === 'managers/staff/remove')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' })));
    await waitFor(() => expect(calls.some((call) => call.path === 'managers/staff/remove')).toBe(true));
    expect(
      calls.filter((call) => call.method === 'POST').map(({ path, input }) => ({ path, input })),
    ).toEqual([
      { path: 'managers/staff/role', input: { restaurantId: 1, managerId: 2, role: 'owner' } },
      { path: 'managers/staff/remove', input: { restaurantId: 1, managerId: 2 } },
    ]);
  });
});

describe('ActivityPage', () => {
  it("words each change in the manager's language at the restaurant's time, filters by area and pages", async () => {
    const { calls } = await renderInArea(<ActivityPage />, {
      locale: 'de',
      answers: {
        'managers/activity': (input) => ({
          data:
            input.group === 'menu'
              ? [entry(3, 'menu.product.update', 'Falafel')]
              : [entry(2, 'payments.voucher.create', 'NINA5'), entry(1, 'hours.closed.switch', 'closed')],
          meta: { current_page: Number(input.page), last_page: 2, total: 27, time_zone: 'Europe/Berlin' },
        }),
      },
    });
    expect(await screen.findByText(`Gutschein “${isolate('NINA5')}” angelegt`)).toBeTruthy();
    expect(screen.getByText('Schalter „Jetzt geschlossen“ gesetzt (geschlossen)')).toBeTruthy();
    // 17:05 UTC is 18:05 in Berlin
    expect(screen.getAllByText(/18:05/)).toHaveLength(2);
    expect(screen.getAllByText(/Nina Petrova/)).toHaveLength(2);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ältere' })));
    await waitFor(() => expect(calls.at(-1)?.input).toMatchObject({ page: 2 }));
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Anzeigen' }), { target: { value: 'menu' } }),
    );
    expect(await screen.findByText(`Produkt “${isolate('Falafel')}” geändert`)).toBeTruthy();
    expect(calls.at(-1)?.input).toEqual({ restaurantId: 1, page: 1, group: 'menu' });
  });
});
