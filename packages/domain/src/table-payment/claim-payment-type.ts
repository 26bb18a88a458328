import { isHostedPayment } from '../order/payment-methods';

/**
 * Issue 32, SPEC §7 table-payments/events names no payment type (`tablePaymentId`,
 * `basketItems`, `action`): a claim sent without one is paid through the first provider page
 * the restaurant offers, in the order of its payment methods (Mollie, Saferpay or the demo
 * provider). payFix needs a card's code and PIN, and cash or paying at the end are no way to
 * pay a part online, so neither is ever chosen for the guest. Undefined: no provider page is
 * offered, the guest must name one.
 */
export const defaultClaimPaymentType = (offered: readonly string[]): string | undefined =>
  offered.find(isHostedPayment);
