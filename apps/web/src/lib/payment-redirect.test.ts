import { describe, expect, it } from 'vitest';
import { paymentRedirect } from './payment-redirect';

describe('paymentRedirect (SPEC §2)', () => {
  it('turns a payment-status link into the /paymentstatus route with its query', () => {
    expect(
      paymentRedirect(
        'http://shop.test/paymentstatus?orderId=7&token=abc&status=on_site',
        'http://shop.test',
      ),
    ).toEqual({ kind: 'route', to: '/paymentstatus?orderId=7&token=abc&status=on_site' });
  });

  it('turns a payment link into the /payment route with its query', () => {
    expect(paymentRedirect('/payment?orderId=7', 'http://shop.test')).toEqual({
      kind: 'route',
      to: '/payment?orderId=7',
    });
  });

  it("turns a table bill's link (a provider's return after a claim) into the /table-payment route", () => {
    expect(
      paymentRedirect(
        'http://shop.test/table-payment?tablePaymentId=b&claimId=3&restaurant=olive',
        'http://shop.test',
      ),
    ).toEqual({ kind: 'route', to: '/table-payment?tablePaymentId=b&claimId=3&restaurant=olive' });
  });

  it('leaves any other link, such as a provider page, to the browser', () => {
    expect(paymentRedirect('https://pay.example/checkout/1', 'http://shop.test')).toEqual({
      kind: 'external',
      href: 'https://pay.example/checkout/1',
    });
  });

  it('does not mistake /paymentstatus-like names for the route', () => {
    expect(paymentRedirect('http://shop.test/paymentstatusx', 'http://shop.test').kind).toBe('external');
  });
});
