// @vitest-environment jsdom
import type { DeliveryTypeHours } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderInArea } from '../../testing/render-in-area';
import { WeeklyHoursForm } from './weekly-hours-form';

/** Issue 20: the week editor adds and removes windows per day and shows a 422 on the window it names. */

afterEach(cleanup);

const pickup: DeliveryTypeHours = {
  delivery_type: 'pickup',
  windows: [
    { weekday: 2, open_at: '11:30', close_at: '14:30' },
    { weekday: 2, open_at: '17:00', close_at: '22:30' },
  ],
  lead_minutes: 20,
  available_days: 7,
};

const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save opening hours' })));

describe('WeeklyHoursForm', () => {
  it('sends the week with an added window and without a removed one', async () => {
    const { calls } = await renderInArea(<WeeklyHoursForm hours={pickup} />, {
      answers: { 'managers/hours/replace': () => ({ data: pickup, message: { body: 'Saved.' } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Tuesday, hours 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    const friday = screen.getByRole('group', { name: 'Friday, hours 1' });
    fireEvent.change(within(friday).getByRole('textbox', { name: 'Opens' }), { target: { value: '18:00' } });
    fireEvent.change(within(friday).getByRole('textbox', { name: 'Closes' }), { target: { value: '02:00' } });
    await save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toEqual({
      restaurantId: 1,
      delivery_type: 'pickup',
      windows: [
        { weekday: 2, open_at: '17:00', close_at: '22:30' },
        { weekday: 5, open_at: '18:00', close_at: '02:00' },
      ],
      lead_minutes: 20,
      available_days: 7,
    });
  });

  it('puts a 422 on the window it names and focuses it', async () => {
    await renderInArea(<WeeklyHoursForm hours={pickup} />, {
      answers: {
        'managers/hours/replace': () => {
          throw new ApiError(422, 'overlap', {
            'windows.1.open_at': ['This window overlaps another window of the same day.'],
          });
        },
      },
    });
    await screen.findByRole('group', { name: 'Tuesday, hours 2' });
    await save();
    const second = within(screen.getByRole('group', { name: 'Tuesday, hours 2' })).getByRole('textbox', {
      name: 'Opens',
    });
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This window overlaps another window of the same day.')).toBeTruthy();
    expect(document.activeElement).toBe(second);
    const first = within(screen.getByRole('group', { name: 'Tuesday, hours 1' })).getByRole('textbox', {
      name: 'Opens',
    });
    expect(first.getAttribute('aria-invalid')).toBeNull();
  });
});
