/** An order's payment states (payments issue): online payments start open, counter payments on_site. */
export const paymentStates = [
  'open',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refund_ready',
  'refunded',
  'on_site',
] as const;
export type PaymentState = (typeof paymentStates)[number];

const transitions: Record<PaymentState, readonly PaymentState[]> = {
  open: ['paid', 'failed', 'cancelled', 'expired'],
  on_site: ['paid', 'cancelled'],
  // a paid order the restaurant rejects waits for its refund
  paid: ['refund_ready', 'refunded'],
  refund_ready: ['refunded'],
  failed: [],
  cancelled: [],
  expired: [],
  refunded: [],
};

export const canMovePayment = (from: PaymentState, to: PaymentState): boolean =>
  transitions[from].includes(to);

/** Payment states after which the stock, voucher use and slot an order took are given back. */
export const releasesResources = (state: PaymentState): boolean =>
  state === 'failed' || state === 'cancelled' || state === 'expired';

/** SPEC §4 payment types; zvt and cash_machine are hidden from guests. Online ones come with the payments issue. */
export const counterPaymentTypes = ['cash', 'payAtEnd', 'pwc'] as const;
export type CounterPaymentType = (typeof counterPaymentTypes)[number];
export const isCounterPayment = (type: string): type is CounterPaymentType =>
  (counterPaymentTypes as readonly string[]).includes(type);

/**
 * Payment states whose tickets admit their holders at the door (issue 18): paid online, or paid
 * there (cash). An open online payment has not been paid yet; a refunded one never will be.
 */
export const ticketPaymentStates = ['paid', 'on_site'] as const satisfies readonly PaymentState[];
export const admitsTicketHolders = (state: PaymentState): boolean =>
  (ticketPaymentStates as readonly PaymentState[]).includes(state);
