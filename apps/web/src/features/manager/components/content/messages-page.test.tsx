// @vitest-environment jsdom
import type { ContactMessagesPage } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInArea } from '../../testing/render-in-area';
import MessagesPage from './messages-page';

/** Issue 20: opening a contact message marks it read; what the guest typed is shown as text. */

afterEach(cleanup);

const page: ContactMessagesPage = {
  messages: [
    {
      id: 9,
      name: '<img src=x onerror=alert(1)>',
      email: 'ada@example.org',
      phone: null,
      message: 'Line one\n<b>not bold</b>',
      received_at: '2026-12-01T11:00:00.000Z',
      read: false,
    },
  ],
  unread: 1,
  meta: { current_page: 1, last_page: 1, per_page: 25, total: 1, from: 1, to: 1 },
};

describe('MessagesPage', () => {
  it('marks an unread message read when opened and shows its markup as text', async () => {
    const { calls } = await renderInArea(<MessagesPage />, {
      answers: {
        'managers/contact-messages': () => ({ data: page }),
        'managers/contact-messages/read': (input) => ({
          data: { ...page.messages[0], read: input.read },
          message: { body: 'Marked as read.' },
        }),
      },
    });
    expect(await screen.findByText('Unread: 1')).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Read message from <img src=x onerror=alert(1)>' })),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('<b>not bold</b>');
    expect(dialog.querySelector('img, b')).toBeNull();
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'managers/contact-messages/read')?.input).toEqual({
        restaurantId: 1,
        id: 9,
        read: true,
      }),
    );
  });
});
