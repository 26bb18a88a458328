// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { I18nProvider, loadTranslator, useDeferredTexts } from '../../../lib/i18n';
import type { PageConfig } from '../../../lib/page-config';
import { guestDetails } from '../guest-details';
import { ReceiptMailForm } from './receipt-mail-form';

/**
 * Issue 17: "E-mail me the receipt" under a closed bill. The API is a stand-in that records the
 * request and plays back the server's answers: a refused address, a dropped connection, success.
 */

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const config = { restaurantId: 7, restaurantSlug: 'olive-linde', apiBase: '/api' } as PageConfig;
const tablePaymentId = '0b8a6c9e-3f1d-4e2a-9b7c-5d4e3f2a1b0c';

function Deferred({ children }: { children: ReactNode }) {
  useDeferredTexts();
  return children;
}

async function renderForm(post: ApiClient['post']) {
  const api = { post, get: vi.fn() } as unknown as ApiClient;
  const t = await loadTranslator('en');
  await act(async () => {
    render(
      <AppContextProvider value={{ config, api }}>
        <I18nProvider initial={{ locale: 'en', t }}>
          <Suspense fallback={<p>loading</p>}>
            <Deferred>
              <ReceiptMailForm tablePaymentId={tablePaymentId} />
            </Deferred>
          </Suspense>
        </I18nProvider>
      </AppContextProvider>,
    );
  });
  await screen.findByRole('button', { name: 'Send the receipt' }, { timeout: 5000 });
}

const field = () => screen.getByRole('textbox', { name: /^Your e-mail address/ });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the receipt' }));

describe('ReceiptMailForm', () => {
  it('starts with the address this phone gave before, and checks it by the contract before sending', async () => {
    guestDetails.save(7, { name: 'Ada', email: 'ada@example.test' });
    const post = vi.fn();
    await renderForm(post);
    expect((field() as HTMLInputElement).value).toBe('ada@example.test');
    fireEvent.change(field(), { target: { value: 'ada@' } });
    send();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(), { target: { value: '' } });
    send();
    expect(await screen.findByText('Please fill in this field')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('survives a dropped connection and a refusal, then says where the receipt went', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(422, 'Bad address', { email: ['Enter a real address.'] }))
      .mockResolvedValueOnce({
        message: { type: 'success', body: 'The receipt is on its way to ben@example.test.', code: 'x' },
      });
    await renderForm(post);
    fireEvent.change(field(), { target: { value: ' ben@example.test ' } });
    send();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The receipt could not be sent. Please try again in a moment.',
    );
    expect(post).toHaveBeenCalledWith('table-payments/receipt', {
      tablePaymentId,
      email: 'ben@example.test',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send the receipt' })).toHaveProperty('disabled', false),
    );
    send();
    expect(await screen.findByText('Enter a real address.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    send();
    expect(await screen.findByText('The receipt is on its way to ben@example.test.')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(3);
  });
});
