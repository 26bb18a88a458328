// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RestaurantInfo, TablePayment } from '@tavola/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type ApiClient, ApiError } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { I18nProvider, loadTranslator, useDeferredTexts } from '../../../lib/i18n';
import type { PageConfig } from '../../../lib/page-config';
import { PayForm } from './pay-form';

/**
 * Issue 17: the guest's part of the table's bill. The API is a stand-in that records what the
 * form sends (the server decides; its answers are played back), so each test reads the request.
 */

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const config = { restaurantId: 7, restaurantSlug: 'olive-linde', apiBase: '/api' } as PageConfig;
const restaurant = {
  id: 7,
  time_zone: 'Europe/Berlin',
  settings: { paymentMethods: ['cash', 'payAtEnd', 'demo'] },
};

const bill: TablePayment = {
  tablePaymentId: '0b8a6c9e-3f1d-4e2a-9b7c-5d4e3f2a1b0c',
  table: { id: 2, name: 'T2' },
  status: 'open',
  currency: 'EUR',
  total: 1950,
  paid: 0,
  held: 650,
  left: 1300,
  tips: 0,
  orderIds: [1, 2, 3],
  rounds: [],
  lines: [1, 2, 3].map((id) => ({
    key: `order-line:${id}`,
    name: 'Hummus',
    unitPrice: 650,
    quantity: 1,
    amount: 650,
    leftAmount: id === 1 ? 0 : 650,
    paidQuantity: 0,
    heldQuantity: id === 1 ? 1 : 0,
    leftQuantity: id === 1 ? 0 : 1,
  })),
  claims: [
    {
      id: 11,
      name: 'Ada',
      kind: 'items',
      ways: null,
      amount: 650,
      tip: 0,
      state: 'held',
      mine: false,
      at_table: false,
      payment_link: null,
      lines: [{ key: 'order-line:1', quantity: 1, amount: 650 }],
    },
  ],
  closed_at: null,
};

function Deferred({ children }: { children: ReactNode }) {
  useDeferredTexts();
  return children;
}

async function renderForm(post: ApiClient['post'], paymentMethods = restaurant.settings.paymentMethods) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  const info = { ...restaurant, settings: { paymentMethods } };
  queryClient.setQueryData(['restaurant-info', 'en'], info as unknown as RestaurantInfo);
  const api = { post, get: vi.fn() } as unknown as ApiClient;
  const onConflict = vi.fn();
  const t = await loadTranslator('en');
  // suspended until the page's texts are there: the render settles inside act
  await act(async () => {
    render(
      <Router hook={memoryLocation({ path: '/table-payment' }).hook}>
        <AppContextProvider value={{ config, api }}>
          <I18nProvider initial={{ locale: 'en', t }}>
            <QueryClientProvider client={queryClient}>
              <Suspense fallback={<p>loading</p>}>
                <Deferred>
                  <PayForm bill={bill} socketId={() => 'socket-1'} onConflict={onConflict} />
                </Deferred>
              </Suspense>
            </QueryClientProvider>
          </I18nProvider>
        </AppContextProvider>
      </Router>,
    );
  });
  // the first render loads the bill page's texts
  await screen.findByRole('button', { name: /^Pay\b/ }, { timeout: 5000 });
  return { onConflict };
}

const payButton = () => screen.getByRole('button', { name: /^Pay( €|$)/ });

describe('PayForm', () => {
  it('offers only the items still open, and sends the picked ones with the socket and a fresh Idempotency-Key', async () => {
    const post = vi.fn().mockReturnValue(new Promise(() => {}));
    await renderForm(post);
    // Ada holds the first Hummus: two steppers, for the two still open
    expect(screen.getAllByRole('group', { name: 'Hummus: how many do you pay?' })).toHaveLength(2);
    fireEvent.click(payButton());
    expect(await screen.findByText('Choose what you pay first.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'One Hummus more' })[1]!);
    expect(payButton().textContent).toBe('Pay €6.50');
    fireEvent.click(payButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, body, headers] = post.mock.calls[0]!;
    expect(path).toBe('table-payments/events');
    expect(body).toEqual({
      tablePaymentId: bill.tablePaymentId,
      paymentType: 'demo',
      tip: 0,
      action: 'items',
      basketItems: [{ key: 'order-line:3', quantity: 1 }],
    });
    expect(headers['x-socket-id']).toBe('socket-1');
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  // issue 32: the shares split what is left (13.00 of 19.50 while Ada pays her Hummus), not the bill
  it('shows the next equal share of what is left and what the tip adds, and sends the split', async () => {
    const post = vi.fn().mockReturnValue(new Promise(() => {}));
    await renderForm(post);
    fireEvent.click(screen.getByRole('radio', { name: 'Split equally' }));
    expect(screen.getByText('Share 1 of 2: €6.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'One way more' }));
    expect(screen.getByText('Share 1 of 3: €4.34')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '10 % (€0.43)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail for the receipt (optional)' }), {
      target: { value: 'ben@example.test' },
    });
    expect(payButton().textContent).toBe('Pay €4.77');
    fireEvent.click(payButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({
      action: 'share',
      ways: 3,
      tip: 43,
      email: 'ben@example.test',
    });
  });

  it('refuses an amount that is not one or more than is left, before asking the server', async () => {
    const post = vi.fn().mockReturnValue(new Promise(() => {}));
    await renderForm(post);
    fireEvent.click(screen.getByRole('radio', { name: 'An amount' }));
    const amount = screen.getByRole('textbox', { name: 'Amount to pay' });
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(payButton());
    expect(await screen.findByText('Enter an amount such as 12.50.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '13,01' } });
    fireEvent.click(payButton());
    expect(await screen.findByText('Only €13.00 is left to pay.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '13' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({ action: 'amount', amount: 1300 });
  });

  it('never offers to pay more than is left: an amount over it is named as typed, and all that is left is one tap', async () => {
    const post = vi.fn().mockReturnValue(new Promise(() => {}));
    await renderForm(post);
    fireEvent.click(screen.getByRole('radio', { name: 'An amount' }));
    const amount = screen.getByRole('textbox', { name: 'Amount to pay' });
    fireEvent.change(amount, { target: { value: '50' } });
    expect(screen.queryByRole('button', { name: 'Pay €50.00' })).toBeNull();
    expect(payButton().textContent).toBe('Pay');
    expect(screen.getByText('Only €13.00 is left to pay.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radio', { name: '10 % (€0.00)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fill in all that is left (€13.00)' }));
    expect((amount as HTMLInputElement).value).toBe('13.00');
    expect(payButton().textContent).toBe('Pay €13.00');
    fireEvent.click(payButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toMatchObject({ action: 'amount', amount: 1300 });
  });

  it('hands a 409 (someone else was faster) to the page with the server’s words', async () => {
    const message = 'Someone else has just claimed this. Here is the bill as it stands now.';
    const post = vi.fn().mockRejectedValue(new ApiError(409, message, {}, 'table_payment_more_than_left'));
    const { onConflict } = await renderForm(post);
    fireEvent.click(screen.getAllByRole('button', { name: 'One Hummus more' })[0]!);
    fireEvent.click(payButton());
    await waitFor(() => expect(onConflict).toHaveBeenCalledWith(message));
    expect(payButton().hasAttribute('disabled')).toBe(false);
  });

  it('sends a claim that got no answer again with the same Idempotency-Key, and the next claim with a new one', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(422, 'The PIN is wrong.', { pin: ['The PIN is wrong.'] }))
      .mockReturnValue(new Promise(() => {}));
    await renderForm(post);
    fireEvent.click(screen.getAllByRole('button', { name: 'One Hummus more' })[0]!);
    fireEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'No answer came back. Press Pay again: a part already paid is not paid twice.',
    );
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    const keys = post.mock.calls.map((call) => call[2]['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  describe('with a payFix card (issue 17, as at the checkout)', () => {
    const payfix = ['cash', 'payAtEnd', 'demo', 'payFix'];
    const code = () => screen.getByLabelText(/^Card code/);
    const pin = () => screen.getByLabelText(/^PIN/);
    async function payByCard(post: ApiClient['post']) {
      const rendered = await renderForm(post, payfix);
      fireEvent.click(screen.getByRole('radio', { name: 'payFix card' }));
      fireEvent.click(screen.getAllByRole('button', { name: 'One Hummus more' })[0]!);
      return rendered;
    }

    it('asks for the card’s code and PIN beside their fields before sending anything', async () => {
      const post = vi.fn();
      await payByCard(post);
      fireEvent.click(payButton());
      await waitFor(() => expect(code().getAttribute('aria-invalid')).toBe('true'));
      expect(pin().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getAllByText('Please fill in this field')).toHaveLength(2);
      expect(document.activeElement).toBe(code());
      expect(post).not.toHaveBeenCalled();
      // typing mends the field it was about
      fireEvent.change(code(), { target: { value: 'PAYFIX-DEMO-0001' } });
      expect(code().getAttribute('aria-invalid')).not.toBe('true');
      expect(pin().getAttribute('aria-invalid')).toBe('true');
    });

    it('shows a wrong PIN or too little on the card beside the PIN, in the server’s words', async () => {
      const post = vi
        .fn()
        .mockRejectedValueOnce(new ApiError(422, 'The PIN is wrong.', { pin: ['The PIN is wrong.'] }))
        .mockRejectedValueOnce(
          new ApiError(422, 'The card balance is too low.', { pin: ['The card balance is too low.'] }),
        );
      const { onConflict } = await payByCard(post);
      fireEvent.change(code(), { target: { value: ' PAYFIX-DEMO-0001 ' } });
      fireEvent.change(pin(), { target: { value: '1111' } });
      fireEvent.click(payButton());
      expect(await screen.findByText('The PIN is wrong.')).toBeTruthy();
      expect(pin().getAttribute('aria-invalid')).toBe('true');
      expect(post.mock.calls[0]![1]).toEqual({
        tablePaymentId: bill.tablePaymentId,
        paymentType: 'payFix',
        tip: 0,
        action: 'items',
        basketItems: [{ key: 'order-line:2', quantity: 1 }],
        qrCode: 'PAYFIX-DEMO-0001',
        pin: '1111',
      });
      fireEvent.change(pin(), { target: { value: '2468' } });
      fireEvent.click(payButton());
      expect(await screen.findByText('The card balance is too low.')).toBeTruthy();
      expect(onConflict).not.toHaveBeenCalled();
      expect(payButton().hasAttribute('disabled')).toBe(false);
    });
  });
});
