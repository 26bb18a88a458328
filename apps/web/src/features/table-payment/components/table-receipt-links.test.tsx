// @vitest-environment jsdom
import type { TablePayment } from '@tavola/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { I18nProvider, loadTranslator, useDeferredTexts } from '../../../lib/i18n';
import type { PageConfig } from '../../../lib/page-config';
import { PartReceiptLinks, TableInvoiceLinks } from './table-receipt-links';

/**
 * Issue 36 (decision 090): a payer's receipt and the table's invoice are plain links (a new tab,
 * a download) that carry the bill's handle, the part's id and the reader's language.
 */

afterEach(cleanup);

const config = { restaurantId: 7, restaurantSlug: 'olive-linde', apiBase: '/api' } as PageConfig;
const bill = { tablePaymentId: '0b8a6c9e-3f1d-4e2a-9b7c-5d4e3f2a1b0c' } as TablePayment;

function Deferred({ children }: { children: ReactNode }) {
  useDeferredTexts();
  return children;
}

async function show(locale: 'en' | 'ar', children: ReactNode) {
  const t = await loadTranslator(locale);
  await act(async () => {
    render(
      <AppContextProvider value={{ config, api: {} as ApiClient }}>
        <I18nProvider initial={{ locale, t }}>
          <Suspense fallback={<p>loading</p>}>
            <Deferred>{children}</Deferred>
          </Suspense>
        </I18nProvider>
      </AppContextProvider>,
    );
  });
}

const query = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'https://tavola.test');
  return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
};

describe('the bill’s receipt links', () => {
  it('the payer’s part: its page in a new tab and its PDF, by the bill’s handle and the part’s id', async () => {
    await show('en', <PartReceiptLinks bill={bill} claimId={42} />);
    const page = await screen.findByRole('link', { name: 'Receipt for your part' }, { timeout: 5000 });
    expect(page.getAttribute('target')).toBe('_blank');
    expect(query(page)).toEqual({
      path: '/api/table-payments/part-receipt',
      restaurantId: '7',
      tablePaymentId: bill.tablePaymentId,
      claimId: '42',
      format: 'html',
      lang: 'en',
    });
    const pdf = screen.getByRole('link', { name: 'Receipt (PDF)' });
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(query(pdf)).toMatchObject({ format: 'pdf', claimId: '42' });
  });

  it('the table’s invoice, in the reader’s language', async () => {
    await show('ar', <TableInvoiceLinks bill={bill} />);
    const nav = await screen.findByRole('navigation', { name: 'فاتورة الطاولة' }, { timeout: 5000 });
    expect(nav).toBeTruthy();
    const page = screen.getByRole('link', { name: 'فاتورة الطاولة' });
    expect(query(page)).toEqual({
      path: '/api/table-payments/invoice',
      restaurantId: '7',
      tablePaymentId: bill.tablePaymentId,
      format: 'html',
      lang: 'ar',
    });
  });
});
