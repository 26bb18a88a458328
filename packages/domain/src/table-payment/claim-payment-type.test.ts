import { describe, expect, it } from 'vitest';
import { defaultClaimPaymentType } from './claim-payment-type';

describe('defaultClaimPaymentType (a claim sent as SPEC §7 writes it, without a payment type)', () => {
  it("takes the restaurant's first provider page, in its own order", () => {
    expect(defaultClaimPaymentType(['cash', 'payAtEnd', 'saferPay', 'mollie'])).toBe('saferPay');
    expect(defaultClaimPaymentType(['payAtEnd', 'demo'])).toBe('demo');
  });
  it('never picks payFix (it needs a card), cash or paying at the end', () => {
    expect(defaultClaimPaymentType(['payFix', 'cash', 'payAtEnd', 'pwc'])).toBeUndefined();
    expect(defaultClaimPaymentType(['payFix', 'mollie'])).toBe('mollie');
  });
});
