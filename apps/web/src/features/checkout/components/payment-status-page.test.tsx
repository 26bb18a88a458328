// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@tavola/i18n/locales';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type ApiClient, ApiError } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { I18nProvider, loadTranslator } from '../../../lib/i18n';
import type { PageConfig } from '../../../lib/page-config';
import type { OrderDetails } from '../api/checkout-api';
import PaymentStatusPage from './payment-status-page';

/** SPEC §2 /paymentstatus: the placed order as the guest reads it; SPEC §5 times in 24-hour format. */

vi.mock('../../restaurant', () => ({
  PageHeader: () => null,
  useRestaurant: () => ({
    id: 7,
    time_zone: 'Europe/Berlin',
    currency: 'EUR',
    telephon: '+49 30 1234 5678',
    settings: { ticketingSystem: false },
  }),
}));
vi.mock('../../table-payment', () => ({ tableSeats: { ordered: vi.fn() }, useTableSeat: () => undefined }));
vi.mock('../../tickets', () => ({ OrderTickets: () => null }));
vi.mock('../hooks/use-order-live-status', () => ({ useOrderLiveStatus: () => undefined }));

afterEach(cleanup);

const config = { restaurantId: 7, restaurantSlug: 'olive-linde', apiBase: '/api' } as PageConfig;

const order: OrderDetails = {
  order: {
    id: 5,
    status: 'received',
    ready_at: null,
    payment: 'cash',
    paymentState: 'on_site',
    is_online_payment: false,
    payment_id: null,
    deliveryType: 'pickup',
    deliveryTime: null,
    user_details: '{}',
    // 13.40 of goods and a 0.25 deposit, as the checkout showed them
    subtotal: 1365,
    deposits: 25,
    shipping_price: 0,
    tip: 0,
    voucher: null,
    discount: 0,
    total: 1365,
    currency: 'EUR',
    // 14:48 in Berlin: 12-hour clocks would read it 2:48
    created_at: '2026-12-01T13:48:00.000Z',
    invoice_number: null,
    credit_note_number: null,
  },
  products: [
    { id: 1, name: 'Hummus', quantity: 2, unitPrice: 670, totalPrice: 1365, options: [], comment: null },
  ],
  table: null,
  tickets: [],
};

async function renderPage(locale: Locale, answer: Promise<unknown> = Promise.resolve({ data: order })) {
  const get = vi.fn().mockReturnValue(answer);
  const api = { get, post: vi.fn() } as unknown as ApiClient;
  const t = await loadTranslator(locale);
  await act(async () => {
    render(
      <Router hook={memoryLocation({ path: '/paymentstatus?orderId=5&token=t-5' }).hook}>
        <AppContextProvider value={{ config, api }}>
          <I18nProvider initial={{ locale, t }}>
            <QueryClientProvider client={new QueryClient()}>
              <Suspense fallback={<p>loading</p>}>
                <PaymentStatusPage />
              </Suspense>
            </QueryClientProvider>
          </I18nProvider>
        </AppContextProvider>
      </Router>,
    );
  });
  return get;
}

async function renderOrder(locale: Locale) {
  const get = await renderPage(locale);
  // the order's thanks: its texts and the order are there
  await screen.findByText(/#?5/, { selector: 'p.text-lg' }, { timeout: 5000 });
  return get;
}

// issue 33: a row of its own, labelled 'Ordered at'
const placedAt = () => screen.getByText(/48/, { selector: 'dd' }).textContent ?? '';

describe('PaymentStatusPage', () => {
  it('says a link that names no order is not valid, and leads to the menu instead of trying again', async () => {
    const refused = new ApiError(422, 'The token is not valid.', { token: ['The token is not valid.'] });
    const answer = Promise.reject(refused);
    answer.catch(() => {});
    await renderPage('en', answer);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('This order link is not valid.');
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('reads the order by its id and token', async () => {
    const get = await renderOrder('en');
    expect(get).toHaveBeenCalledWith('order', { orderId: '5', token: 't-5' }, expect.anything());
  });

  it("shows when the order was placed on the restaurant's 24-hour clock (en)", async () => {
    await renderOrder('en');
    expect(placedAt()).toBe('Tue 1 Dec, 14:48');
  });

  it('shows the subtotal and the deposit apart, as the checkout did, and the same total', async () => {
    await renderOrder('en');
    const rows = [...document.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows.slice(-3)).toEqual(['Subtotal€13.40', 'Deposit€0.25', 'Total€13.65']);
  });

  it('a pickup order called ready says so in its status and in a notice (issue 34)', async () => {
    const ready = {
      ...order,
      order: { ...order.order, status: 'processing', ready_at: '2026-12-01T14:05:00.000Z' },
    };
    await renderPage('en', Promise.resolve({ data: ready }));
    const notice = await screen.findByText('Your order is ready for pickup.', {}, { timeout: 5000 });
    expect(notice.getAttribute('role')).toBe('status');
    const status = screen.getByText('Order status').parentElement?.textContent;
    expect(status).toBe('Order statusReady for pickup');
  });

  it('shows it in 24-hour time in Arabic too, without a morning or evening mark', async () => {
    await renderOrder('ar');
    const text = placedAt();
    expect(text).toMatch(/14:48|١٤:٤٨/);
    expect(text).not.toMatch(/\s[صم]$/);
  });

  it('links the receipt as a page and as a PDF, by the order’s token, in the page’s language (issue 36)', async () => {
    await renderOrder('de');
    const page = screen.getByRole('link', { name: 'Beleg ansehen' });
    const pdf = screen.getByRole('link', { name: 'Beleg (PDF)' });
    expect(page.getAttribute('href')).toBe(
      '/api/order/receipt?restaurantId=7&orderId=5&token=t-5&format=html&lang=de',
    );
    expect(page.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('href')).toBe(
      '/api/order/receipt?restaurantId=7&orderId=5&token=t-5&format=pdf&lang=de',
    );
    expect(pdf.hasAttribute('download')).toBe(true);
  });

  it('links the e-invoice of a business’s invoiced order, and of no other (issue 36)', async () => {
    const business = JSON.stringify({ company: 'Muster GmbH', vat_id: 'DE123456789' });
    const invoiced = { ...order, order: { ...order.order, invoice_number: 12, user_details: business } };
    await renderPage('de', Promise.resolve({ data: invoiced }));
    const link = await screen.findByRole('link', { name: 'E-Rechnung (XRechnung)' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/api/order/e-invoice?restaurantId=7&orderId=5&token=t-5&lang=de');
    expect(link.hasAttribute('download')).toBe(true);
    cleanup();
    // not invoiced yet (paid on site, not handed over): no e-invoice to fetch
    const notYet = { ...order, order: { ...order.order, user_details: business } };
    await renderPage('de', Promise.resolve({ data: notYet }));
    await screen.findByRole('link', { name: 'Beleg (PDF)' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'E-Rechnung (XRechnung)' })).toBeNull();
  });

  it('offers no e-invoice to a guest who gave no VAT ID (issue 36)', async () => {
    const invoiced = { ...order, order: { ...order.order, invoice_number: 12 } };
    await renderPage('en', Promise.resolve({ data: invoiced }));
    await screen.findByRole('link', { name: 'Receipt (PDF)' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'E-invoice (XRechnung)' })).toBeNull();
  });

  it('links the credit note of a cancelled invoice (issue 36)', async () => {
    const cancelled = {
      ...order,
      order: { ...order.order, status: 'rejected', invoice_number: 12, credit_note_number: 13 },
    };
    await renderPage('en', Promise.resolve({ data: cancelled }));
    const link = await screen.findByRole('link', { name: 'Credit note (PDF)' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(
      '/api/order/receipt?restaurantId=7&orderId=5&token=t-5&format=pdf&document=credit_note&lang=en',
    );
  });
});
