import type { PaymentState } from '@tavola/domain';

/** What a payment pays: an order, or (issue 17) a guest's claim on a table's bill. */
export type PaymentSubject = { orderId: number } | { tableClaimId: number };

/** The reference a provider shows the restaurant for a payment's subject. */
export const subjectReference = (subject: PaymentSubject): string =>
  'orderId' in subject ? String(subject.orderId) : `table-claim-${subject.tableClaimId}`;

/** What we ask a provider for: an amount in minor units and where to send the guest. */
export interface PaymentRequest {
  subject: PaymentSubject;
  amount: number;
  currency: string;
  description: string;
  /** the storefront's payment-status route for this order */
  returnUrl: string;
  /** the server-to-server notification address, when the provider calls back */
  notifyUrl: string;
  locale: string;
}

export interface StartedPayment {
  providerPaymentId: string;
  /** the provider's hosted payment page */
  checkoutUrl: string;
  expiresAt: Date | null;
}

/** The provider's own view of a payment: the only thing our state ever follows. */
export interface ProviderVerdict {
  state: Extract<PaymentState, 'open' | 'paid' | 'failed' | 'cancelled' | 'expired'>;
  amount: number;
  currency: string;
}

/**
 * A payment provider behind a port: Mollie, Saferpay or the demo provider. Providers are asked,
 * never believed from query parameters or webhook bodies.
 */
export interface PaymentProvider {
  start(request: PaymentRequest): Promise<StartedPayment>;
  verify(providerPaymentId: string): Promise<ProviderVerdict>;
  /**
   * Issue 33: the guest gives up an open payment (to pay another way, or to cancel the order).
   * The provider closes its page where it can and answers its view afterwards: 'cancelled', or
   * what the payment had become meanwhile ('paid' stays paid); 'open' when it cannot be closed.
   */
  cancel(providerPaymentId: string): Promise<ProviderVerdict>;
  /**
   * Issue 20's "test connection": one cheap authenticated call that changes nothing at the
   * provider. 'refused': the provider does not take the credentials; 'unreachable': no answer.
   */
  checkCredentials(): Promise<ConnectionOutcome>;
}

export type ConnectionOutcome = 'ok' | 'refused' | 'unreachable';

/** The provider could not be reached or refused the request: the guest must choose another way. */
export class ProviderUnavailable extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'ProviderUnavailable';
  }
}

/** Minor units to the decimal string providers expect ('12.50'); zero-decimal currencies aside. */
export function decimalAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

export function minorAmount(decimal: string): number {
  return Math.round(Number(decimal) * 100);
}
