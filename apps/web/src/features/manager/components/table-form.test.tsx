// @vitest-environment jsdom
import type { ManagerTable } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderInArea } from '../testing/render-in-area';
import { TableForm } from './table-form';

/** Issue 16: the table form sends what the manager typed and shows a 422 beside its fields. */

afterEach(cleanup);

const t3: ManagerTable = {
  id: 3,
  name: 'T3',
  seats: 4,
  area: 'Dining room',
  active: true,
  reservable: true,
  qrcode: 'token',
  qr_url: 'https://example.test/?restaurant=olive-linde&tableId=3&qrcode=token',
};

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('TableForm', () => {
  it('puts each message of a 422 beside its field, marks it invalid and focuses the first', async () => {
    await renderInArea(<TableForm onDone={() => undefined} />, {
      answers: {
        'managers/tables/create': () => {
          throw new ApiError(422, 'The given data was invalid.', {
            name: ['The name field is required.'],
            seats: ['The seats must be at least 1.'],
          });
        },
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Seats' }), { target: { value: '0' } });
    await submit();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(name.getAttribute('aria-describedby')).toContain(
      screen.getByText('The name field is required.').closest('p')!.id,
    );
    expect(screen.getByRole('spinbutton', { name: 'Seats' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The seats must be at least 1.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    // a field's message goes once the manager changes it
    fireEvent.change(name, { target: { value: 'T9' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the changes of an existing table to update, then closes', async () => {
    const onDone = vi.fn();
    const { calls } = await renderInArea(<TableForm table={t3} onDone={onDone} />, {
      answers: {
        'managers/tables/update': (input) => ({
          data: { ...t3, ...input },
          message: { body: 'Table updated.' },
        }),
      },
    });
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Seats' }), { target: { value: '6' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Area (optional)' }), { target: { value: '' } });
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'managers/tables/update',
        input: { restaurantId: 1, id: 3, name: 'T3', seats: 6, area: null, reservable: true },
      },
    ]);
  });

  it('shows a failure that names no field above the buttons', async () => {
    await renderInArea(<TableForm table={t3} onDone={() => undefined} />, {
      answers: {
        'managers/tables/update': () => {
          throw new ApiError(404, 'Table does not exist.');
        },
      },
    });
    await screen.findByRole('textbox', { name: 'Name' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Table does not exist.');
  });
});
