import { nextOrderStatuses, type OrderStatus } from './order-status';
import { type PaymentState, paymentStates, releasesResources } from './payment-state';

/** What decides whether an order may be prepared: how it is paid and how far its payment got. */
export interface OrderPayment {
  isOnlinePayment: boolean;
  paymentState: string;
}

/**
 * Issue 15: an order paid online is the kitchen's only once the provider has confirmed the
 * money. While its payment is open the order waits for it; a payment that failed, was cancelled
 * or expired ends the order (its stock, voucher use and slot went back, its items may go to a
 * new basket): nothing is to be made, and nobody waits for it any more.
 */
export const paymentHolds = ['awaiting_payment', 'payment_ended'] as const;
export type PaymentHold = (typeof paymentHolds)[number];

const isPaymentState = (value: string): value is PaymentState =>
  (paymentStates as readonly string[]).includes(value);

export function paymentHold(order: OrderPayment): PaymentHold | undefined {
  if (!order.isOnlinePayment) return undefined;
  if (order.paymentState === 'open') return 'awaiting_payment';
  if (isPaymentState(order.paymentState) && releasesResources(order.paymentState)) return 'payment_ended';
  return undefined;
}

/**
 * The statuses a manager may move an order to: the kitchen's next steps, and none while a
 * payment holds it. Not even a rejection while the payment is open: the guest may still pay,
 * and a rejected order paid afterwards would owe money back for nothing; an open payment
 * expires by itself (PAYMENT_EXPIRY_MINUTES).
 */
export const orderStatusesAllowed = (order: OrderPayment & { status: string }): readonly OrderStatus[] =>
  paymentHold(order) ? [] : nextOrderStatuses(order.status);

/** What the counter or the driver collects (issue 15 kitchen ticket): the total of an order paid on site, else nothing. */
export const amountToCollect = (order: { paymentState: string; total: number }): number =>
  order.paymentState === 'on_site' ? order.total : 0;
