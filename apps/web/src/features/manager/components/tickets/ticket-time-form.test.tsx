// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderTicketPage } from './ticket-pages.test-kit';
import { TicketTimeForm } from './ticket-time-form';

afterEach(cleanup);

/** What a screen reader reads after the field's name: its hint and its message. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const saved = {
  data: {
    id: 9,
    start_date: '2026-12-01',
    end_date: '2026-12-31',
    weekday: 0,
    time: '11:00',
    duration: '01:45',
    capacity: null,
  },
  message: { body: 'The ticket time has been created.' },
};

async function fillAndSave(values: Record<string, string>) {
  // the texts load on demand
  await screen.findByRole('dialog');
  const field = (label: string) => screen.getByLabelText(label, { exact: false });
  const labels: Record<string, string> = {
    end_date: 'Last date',
    weekday: 'Weekday',
    time: 'Start time',
    duration: 'Duration (HH:MM)',
    capacity: 'Places',
  };
  for (const [name, value] of Object.entries(values))
    fireEvent.change(field(labels[name]!), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('TicketTimeForm', () => {
  it('sends the ticket time as SPEC §3 names it: weekday 0 = Sunday, empty places = no limit', async () => {
    const saveTicketTime = vi.fn().mockResolvedValue(saved);
    const onDone = vi.fn();
    await renderTicketPage(<TicketTimeForm onDone={onDone} />, { saveTicketTime });
    await fillAndSave({ end_date: '2026-12-31', weekday: '0', time: '11:00', duration: '01:45' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saveTicketTime).toHaveBeenCalledWith(3, {
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      end_date: '2026-12-31',
      weekday: 0,
      time: '11:00',
      duration: '01:45',
      capacity: null,
    });
  });

  it('changes the ticket time it was opened with, places as a number', async () => {
    const saveTicketTime = vi.fn().mockResolvedValue(saved);
    await renderTicketPage(
      <TicketTimeForm time={{ ...saved.data, capacity: 20 }} onDone={() => undefined} />,
      {
        saveTicketTime,
      },
    );
    await fillAndSave({ capacity: '12' });
    await waitFor(() => expect(saveTicketTime).toHaveBeenCalled());
    expect(saveTicketTime.mock.calls[0]?.[1]).toMatchObject({ id: 9, weekday: 0, capacity: 12 });
  });

  it("puts each of the server's 422 messages beside its field and the focus on the first", async () => {
    const saveTicketTime = vi.fn().mockRejectedValue(
      new ApiError(422, 'The end date must not be before the start date.', {
        end_date: ['The end date must not be before the start date.'],
        duration: ['The duration must be longer than 00:00 (HH:MM).'],
      }),
    );
    const onDone = vi.fn();
    await renderTicketPage(<TicketTimeForm onDone={onDone} />, { saveTicketTime });
    await fillAndSave({ end_date: '2026-01-01', time: '11:00', duration: '00:00' });
    const duration = screen.getByLabelText('Duration (HH:MM)', { exact: false });
    await waitFor(() => expect(duration.getAttribute('aria-invalid')).toBe('true'));
    expect(description(duration)).toContain('The duration must be longer than 00:00 (HH:MM).');
    const endDate = screen.getByLabelText('Last date', { exact: false });
    expect(description(endDate)).toBe('The end date must not be before the start date.');
    await waitFor(() => expect(document.activeElement).toBe(endDate));
    expect(screen.getByLabelText('Start time', { exact: false }).hasAttribute('aria-invalid')).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
    // a changed field drops its message
    fireEvent.change(duration, { target: { value: '02:00' } });
    expect(duration.hasAttribute('aria-invalid')).toBe(false);
  });

  it('speaks the manager’s language', async () => {
    await renderTicketPage(<TicketTimeForm onDone={() => undefined} />, {}, { locale: 'ar' });
    expect(await screen.findByRole('dialog', { name: 'موعد تذاكر جديد' })).toBeTruthy();
    const weekday = screen.getByRole('combobox', { name: /يوم الأسبوع/ });
    expect([...weekday.querySelectorAll('option')].map((option) => option.textContent)[0]).toBe('الاثنين');
  });
});
