// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BasketDto } from '@tavola/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { I18nProvider, loadTranslator, useDeferredTexts } from '../../../lib/i18n';
import type { PageConfig } from '../../../lib/page-config';
import { VoucherField } from './voucher-field';

/** SPEC §4 voucher: what the field says of a voucher the basket holds. */

afterEach(cleanup);

/** The checkout's texts, loaded as the checkout page loads them. */
function Deferred({ children }: { children: ReactNode }) {
  useDeferredTexts();
  return children;
}

async function renderWith(voucher: { voucher_code: string; voucherValue: number }) {
  const t = await loadTranslator('en');
  const config = { restaurantId: 7, restaurantSlug: 'olive-linde', apiBase: '/api' } as PageConfig;
  await act(async () => {
    render(
      <AppContextProvider value={{ config, api: {} as ApiClient }}>
        <I18nProvider initial={{ locale: 'en', t }}>
          <QueryClientProvider client={new QueryClient()}>
            <Suspense fallback={<p>loading</p>}>
              <Deferred>
                <VoucherField data={{ id: 'b', ...voucher } as BasketDto} />
              </Deferred>
            </Suspense>
          </QueryClientProvider>
        </I18nProvider>
      </AppContextProvider>,
    );
  });
  await screen.findByRole('button', { name: 'Remove voucher' }, { timeout: 5000 });
}

describe('VoucherField', () => {
  it('says a voucher is applied while it gives a discount', async () => {
    await renderWith({ voucher_code: 'WELCOME10', voucherValue: 198 });
    expect(screen.getByRole('status').textContent).toBe('Voucher WELCOME10 applied');
  });

  it('says it gives no discount once the basket changed below it, and offers to remove it', async () => {
    await renderWith({ voucher_code: 'WELCOME10', voucherValue: 0 });
    expect(screen.getByRole('status').textContent).toBe(
      'Voucher WELCOME10 gives no discount on the order as it stands, e.g. below its minimum order value',
    );
    expect(screen.getByRole('button', { name: 'Remove voucher' })).toBeTruthy();
  });
});
