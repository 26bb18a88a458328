// @vitest-environment jsdom
import type { CheckInResponse } from '@tavola/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { CheckInPage } from './check-in-page';
import { renderTicketPage } from './ticket-pages.test-kit';

afterEach(cleanup);

const admitted: CheckInResponse = {
  data: {
    ticket_id: 5,
    name: 'Ada Lovelace',
    product: 'Pasta from scratch (2½ h)',
    code: 'k3Jx0Qm5bWq9T1sV2uYz8A',
    order_id: 41,
    payment_state: 'paid',
    checked_in_at: '2026-11-26T16:52:00.000Z',
    checked_in_time: '17:52',
    slot: '2026-11-26 18:00',
  },
  message: { type: 'success', body: 'Checked in: Ada Lovelace.' },
};

async function checkIn(code: string) {
  const field = await screen.findByLabelText(/Ticket code/);
  fireEvent.change(field, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
  return field;
}

describe('CheckInPage', () => {
  it('sends the typed code (trimmed) and shows who came, for which slot and order', async () => {
    const api = { checkIn: vi.fn().mockResolvedValue(admitted) };
    await renderTicketPage(<CheckInPage />, api);
    const field = await checkIn('  k3Jx0Qm5bWq9T1sV2uYz8A ');
    const status = await screen.findByText('Checked in: Ada Lovelace.');
    expect(api.checkIn).toHaveBeenCalledWith(3, 'k3Jx0Qm5bWq9T1sV2uYz8A');
    const result = status.closest('[role="status"]');
    expect(result?.textContent).toContain('Pasta from scratch (2½ h)');
    expect(result?.textContent).toContain('26 Nov 2026, 18:00');
    expect(result?.textContent).toContain('Order #41');
    // ready for the next ticket
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it("shows the server's refusal as it words it: checked in once; unknown (another restaurant's code too)", async () => {
    const refusals = [
      new ApiError(409, 'This ticket was already checked in at 17:52.', {}, 'ticket_already_checked_in'),
      new ApiError(404, 'This ticket does not exist.', {}, 'ticket_not_exist'),
    ];
    const api = { checkIn: vi.fn().mockRejectedValueOnce(refusals[0]).mockRejectedValueOnce(refusals[1]) };
    await renderTicketPage(<CheckInPage />, api);
    await checkIn('k3Jx0Qm5bWq9T1sV2uYz8A');
    const alert = await screen.findByText('This ticket was already checked in at 17:52.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Checked in: Ada Lovelace.')).toBeNull();
    await checkIn('someone-elses-code');
    await screen.findByText('This ticket does not exist.');
    expect(screen.queryByText(/already checked in/)).toBeNull();
  });

  it('puts an empty code’s message beside the field', async () => {
    const api = {
      checkIn: vi.fn().mockRejectedValue(new ApiError(422, 'Required', { code: ['The code is required.'] })),
    };
    await renderTicketPage(<CheckInPage />, api);
    const field = await checkIn('');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    // described by its hint (how a code may be typed, issue 33) and by the message
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Letters and digits as on the ticket; upper or lower case, hyphens or not.',
      'The code is required.',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('offers no camera where the browser cannot read QR codes', async () => {
    await renderTicketPage(<CheckInPage />, {});
    await screen.findByLabelText(/Ticket code/);
    expect(screen.queryByRole('button', { name: 'Scan with the camera' })).toBeNull();
  });
});
