// @vitest-environment jsdom
import type { ManagerOrder } from '@tavola/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, loadTranslator } from '../../../lib/i18n';
import type { ManagerApi } from '../api/manager-api';
import { ManagerContext } from '../manager-context';
import { ManagerI18nProvider } from '../manager-i18n';
import { KitchenTicket } from './kitchen-ticket';

/**
 * Issue 14, defect 7: what guests type reaches the kitchen ticket verbatim; React writes it as
 * text, so a payload that would be markup in HTML shows as what it is.
 */
const payload = '<img src=x onerror=alert(1)>';

const order: ManagerOrder = {
  id: 42,
  status: 'received',
  next_statuses: ['processing', 'rejected'],
  ready_at: null,
  payment: 'cash',
  paymentState: 'on_site',
  is_online_payment: false,
  payment_hold: null,
  deliveryType: 'delivery',
  deliveryTime: '2026-11-24 19:30',
  created_at: '2026-11-24T17:02:00.000Z',
  created_time: '2026-11-24 18:02',
  user_details: {
    name: payload,
    mobile: '0301234567',
    comment: payload,
    address: payload,
    house_number: '1',
    postalCode: '10115',
    city: 'Berlin',
  },
  table: null,
  subtotal: 1200,
  shipping_price: 0,
  tip: 0,
  voucher: null,
  discount: 0,
  total: 1200,
  currency: 'EUR',
  lang: 'en',
  products: [
    {
      id: 1,
      product_id: 7,
      name: 'Falafel (5 pieces)',
      quantity: 2,
      unitPrice: 600,
      totalPrice: 1200,
      depot: null,
      options: [],
      comment: payload,
      details: [],
    },
  ],
};

afterEach(cleanup);

/** Renders the ticket of an order in a language and answers its element (the texts load on demand). */
async function renderTicket(shown: ManagerOrder, locale: 'en' | 'de' = 'en') {
  const t = await loadTranslator(locale);
  await act(async () => {
    render(
      <I18nProvider initial={{ locale, t }}>
        <ManagerContext
          value={{
            // the ticket reads only the restaurant
            api: {} as ManagerApi,
            restaurant: {
              id: 1,
              name: 'Olive & Linde',
              slug: 'olive-linde',
              time_zone: 'Europe/Berlin',
              currency: 'EUR',
              lang: 'de',
              ticketing_system: false,
              role: 'owner',
            },
            fresh: new Set(),
            markSeen: () => undefined,
          }}
        >
          <Suspense fallback={null}>
            <ManagerI18nProvider>
              <KitchenTicket order={shown} />
            </ManagerI18nProvider>
          </Suspense>
        </ManagerContext>
      </I18nProvider>,
    );
  });
  return screen.findByTestId('kitchen-ticket', {}, { timeout: 3000 });
}

describe('KitchenTicket', () => {
  it('shows the guest’s name, comment, address and item comment as text, never as markup', async () => {
    const ticket = await renderTicket(order);
    expect(ticket.querySelector('img')).toBeNull();
    expect(ticket.innerHTML).not.toContain('<img src=x');
    // name, order comment, address and the item's comment
    expect(ticket.innerHTML.split('&lt;img src=x onerror=alert(1)&gt;').length - 1).toBe(4);
    // issue 34: the number is grouped to be read aloud
    expect(ticket.textContent).toContain(`${payload} 0301 2345 67`);
  });
  it('groups a phone number typed as bare digits (issue 34)', async () => {
    const ticket = await renderTicket({ ...order, user_details: { name: 'Jon', mobile: '4915112345678' } });
    expect(ticket.textContent).toContain('Jon +49 151 1234 5678');
  });
});

/** Issue 15: the counter and the driver read from the ticket what to collect, or that it is paid. */
describe('the kitchen ticket’s payment line', () => {
  const paidWith = (payment: Partial<ManagerOrder>): ManagerOrder => ({ ...order, total: 3080, ...payment });

  it('names the amount to collect and how, for an order paid on site', async () => {
    const ticket = await renderTicket(paidWith({ payment: 'cash', paymentState: 'on_site' }));
    expect(ticket.textContent).toContain('To collect: €30.80 · Cash');
  });
  it('says so in the manager’s language', async () => {
    const ticket = await renderTicket(paidWith({ payment: 'payAtEnd', paymentState: 'on_site' }), 'de');
    expect(ticket.textContent).toContain('Zu kassieren: 30,80\u00a0€ · Am Ende bezahlen');
  });
  it('says "Paid online" and nothing to collect once the provider confirmed the payment', async () => {
    const ticket = await renderTicket(
      paidWith({ payment: 'demo', paymentState: 'paid', is_online_payment: true, payment_hold: null }),
    );
    expect(ticket.textContent).toContain('Paid online');
    expect(ticket.textContent).not.toContain('To collect');
  });
  it('warns when the online payment is still open or ended without money', async () => {
    const open = await renderTicket(
      paidWith({
        payment: 'demo',
        paymentState: 'open',
        is_online_payment: true,
        payment_hold: 'awaiting_payment',
      }),
    );
    expect(open.textContent).toContain('Not paid yet');
    cleanup();
    const failed = await renderTicket(
      paidWith({
        payment: 'mollie',
        paymentState: 'failed',
        is_online_payment: true,
        payment_hold: 'payment_ended',
      }),
    );
    expect(failed.textContent).toContain('Payment failed');
    expect(failed.textContent).not.toContain('To collect');
  });
});
