// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserDto } from '@tavola/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type ApiClient, ApiError } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { I18nProvider, loadTranslator, useDeferredTexts } from '../../../lib/i18n';
import type { PageConfig } from '../../../lib/page-config';
import { snackbar } from '../../../lib/snackbar';
import { ProfileDetailsForm } from './profile-details-form';
import { RegisterForm } from './register-form';

/**
 * Issue 35: signing up and the profile ask the customer's details through one definition of
 * each field, and both answer a failure alike: a 422's messages beside their fields, anything
 * else once in the snackbar.
 */

afterEach(() => {
  cleanup();
  for (const snack of snackbar.getSnapshot()) snackbar.dismiss(snack.id);
});

const config = { restaurantId: 7, restaurantSlug: 'olive-linde', apiBase: '/api' } as PageConfig;
const user: UserDto = {
  id: 1,
  email: 'ada@example.test',
  name: 'Ada',
  phone: null,
  mobile: null,
  birthday: null,
  company: null,
  postal_code: null,
  postalCode: null,
  updated_at: '2026-12-01T10:00:00Z',
  addresses: [],
};

function Deferred({ children }: { children: ReactNode }) {
  useDeferredTexts();
  return children;
}

async function renderForm(form: ReactNode, submit: string, post: ApiClient['post'] = vi.fn()) {
  const api = { post, get: vi.fn() } as unknown as ApiClient;
  const t = await loadTranslator('en');
  await act(async () => {
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <AppContextProvider value={{ config, api }}>
          <I18nProvider initial={{ locale: 'en', t }}>
            <QueryClientProvider client={new QueryClient()}>
              <Suspense fallback={<p>loading</p>}>
                <Deferred>{form}</Deferred>
              </Suspense>
            </QueryClientProvider>
          </I18nProvider>
        </AppContextProvider>
      </Router>,
    );
  });
  await screen.findByRole('button', { name: submit }, { timeout: 5000 });
}

/** What a person and their browser learn of a field: its kind, what may fill it, whether it is needed. */
const describeField = (label: RegExp) => {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  return {
    type: input.type,
    autocomplete: input.getAttribute('autocomplete'),
    required: input.getAttribute('aria-required'),
    max: input.getAttribute('max'),
  };
};
const details = [/^Name/, /^E-mail/, /^Phone/, /^Birthday/];

describe('the account forms', () => {
  it('ask the same details alike when signing up and in the profile', async () => {
    await renderForm(<RegisterForm />, 'Create account');
    const signup = details.map(describeField);
    cleanup();
    await renderForm(<ProfileDetailsForm user={user} />, 'Save changes');
    expect(details.map(describeField)).toEqual(signup);
    expect(signup.map((field) => field.type)).toEqual(['text', 'email', 'tel', 'date']);
    expect(signup.map((field) => field.required)).toEqual(['true', 'true', null, null]);
    // nobody is born tomorrow
    expect(signup[3]?.max).toBe(new Date().toISOString().slice(0, 10));
  });

  it("put a 422's messages beside their fields and say any other failure once", async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, 'The given data was invalid.', { phone: ['Enter a phone number.'] }),
      )
      .mockRejectedValueOnce(new ApiError(409, 'The profile was changed elsewhere.'));
    await renderForm(<ProfileDetailsForm user={user} />, 'Save changes', post);
    const phone = () => screen.getByLabelText(/^Phone/);
    fireEvent.change(phone(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(phone().getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Enter a phone number.');
    expect(snackbar.getSnapshot()).toEqual([]);

    // typing in the field drops its message
    fireEvent.change(phone(), { target: { value: '+41 44 123 45 67' } });
    expect(phone().hasAttribute('aria-invalid')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(snackbar.getSnapshot().map((snack) => [snack.tone, snack.text])).toEqual([
        ['error', 'The profile was changed elsewhere.'],
      ]),
    );
    expect(phone().hasAttribute('aria-invalid')).toBe(false);
    expect(post).toHaveBeenCalledWith(
      'auth/user/update',
      expect.objectContaining({ phone: '+41 44 123 45 67' }),
    );
  });
});
