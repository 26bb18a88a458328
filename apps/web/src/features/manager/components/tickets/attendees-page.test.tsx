// @vitest-environment jsdom
import type { AttendeeDto, ManagerTicketSlotDto } from '@tavola/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttendeesPage } from './attendees-page';
import { renderTicketPage } from './ticket-pages.test-kit';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const slot = (time: string, end: string, counts: Partial<ManagerTicketSlotDto>): ManagerTicketSlotDto => ({
  start: `2026-12-05 ${time}`,
  date: '2026-12-05',
  time,
  end: `2026-12-05 ${end}`,
  end_time: end,
  duration: '03:00',
  capacity: 8,
  remaining: 8,
  full: false,
  sold: 0,
  checked_in: 0,
  ...counts,
});
const morning = slot('10:00', '13:00', { sold: 2, checked_in: 1, remaining: 6 });
const evening = slot('18:00', '20:30', { capacity: null, remaining: null });

const attendee = (name: string, extra: Partial<AttendeeDto> = {}): AttendeeDto => ({
  ticket_id: name.length,
  name,
  product: 'Knife skills (3 h)',
  code: `code-of-${name.split(' ')[0]}`,
  order_id: 17,
  payment_state: 'paid',
  checked_in_at: null,
  checked_in_time: null,
  ...extra,
});

function fakeApi() {
  return {
    ticketSlots: vi.fn().mockResolvedValue([morning, evening]),
    attendees: vi.fn(async (_restaurantId: number, start: string) =>
      start === morning.start
        ? [
            attendee('Mia Schulz', { checked_in_at: '2026-12-05T08:52:00Z', checked_in_time: '09:52' }),
            attendee('Noah Weber', { order_id: 18, payment_state: 'on_site' }),
          ]
        : [],
    ),
  };
}

describe('AttendeesPage', () => {
  it("opens the day's slot with bookings and lists its attendees with code, ticket, check-in and order", async () => {
    const api = fakeApi();
    await renderTicketPage(<AttendeesPage />, api, { path: '/?date=2026-12-05' });
    const list = await screen.findByRole('region', { name: 'Attendees, 5 Dec 2026, 10:00–13:00' });
    expect(api.ticketSlots).toHaveBeenCalledWith(3, '2026-12-05');
    const counts = within(list)
      .getAllByRole('definition')
      .map((count) => count.textContent);
    expect(counts).toEqual(['2', '8', '1']);
    const rows = await within(list).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameTicket codeTicketChecked inOrder',
      'Mia Schulzcode-of-MiaKnife skills (3 h)✓Checked inat 09:52#17',
      'Noah Webercode-of-NoahKnife skills (3 h)Not yet#18To pay on site',
    ]);
  });

  it('shows another slot when the manager picks it; no limit and nobody booked yet', async () => {
    const api = fakeApi();
    await renderTicketPage(<AttendeesPage />, api, { path: '/?date=2026-12-05' });
    const choice = await screen.findByRole('combobox', { name: 'Time slot' });
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '10:00–13:00 · 2 booked',
      '18:00–20:30 · 0 booked',
    ]);
    fireEvent.change(choice, { target: { value: evening.start } });
    const list = await screen.findByRole('region', { name: 'Attendees, 5 Dec 2026, 18:00–20:30' });
    expect(
      within(list)
        .getAllByRole('definition')
        .map((count) => count.textContent),
    ).toEqual(['0', 'No limit', '0']);
    expect(await within(list).findByText('Nobody has booked this time slot yet.')).toBeTruthy();
  });

  it('says when a day has no slots, and prints the list on request', async () => {
    const api = { ...fakeApi(), ticketSlots: vi.fn().mockResolvedValue([]) };
    await renderTicketPage(<AttendeesPage />, api, { path: '/?date=2026-12-07' });
    expect(await screen.findByText('No time slots on this day.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();

    cleanup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderTicketPage(<AttendeesPage />, fakeApi(), { path: '/?date=2026-12-05' });
    fireEvent.click(await screen.findByRole('button', { name: 'Print list' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
