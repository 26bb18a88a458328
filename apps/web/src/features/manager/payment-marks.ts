import type { ManagerOrder } from '@tavola/contracts';
import { amountToCollect } from '@tavola/domain';
import { paymentLabel, paymentStateLabel } from './labels';
import type { ManagerTranslate } from './manager-i18n';

type Hold = NonNullable<ManagerOrder['payment_hold']>;
type Paid = Pick<ManagerOrder, 'payment' | 'paymentState' | 'payment_hold' | 'is_online_payment' | 'total'>;

/**
 * Issue 15: the words for an order its online payment holds, on a badge of text (never colour
 * alone): not paid yet, or how the payment ended.
 */
export function holdLabel(t: ManagerTranslate, order: Pick<ManagerOrder, 'payment_hold' | 'paymentState'>) {
  if (order.payment_hold === 'awaiting_payment') return t('hold.awaiting_payment');
  if (order.payment_hold !== 'payment_ended') return undefined;
  return order.paymentState === 'cancelled'
    ? t('hold.cancelled')
    : order.paymentState === 'expired'
      ? t('hold.expired')
      : t('hold.failed');
}

/**
 * Issue 34: on the board an open online payment reads as being confirmed — the guest may well
 * have paid, and the provider's word is a "Check now" away — while the kitchen ticket still says
 * it is not paid yet.
 */
export function boardHoldLabel(
  t: ManagerTranslate,
  order: Pick<ManagerOrder, 'payment_hold' | 'paymentState'>,
) {
  return order.payment_hold === 'awaiting_payment' ? t('hold.confirming') : holdLabel(t, order);
}

/**
 * Why the status buttons are off: the server refuses the same (change-status answers 409).
 * Issue 33: a class (the domain's `orderKind`) is booked, not prepared.
 */
export function holdReason(t: ManagerTranslate, hold: Hold, kind?: string) {
  const forClass = kind === 'class';
  if (hold === 'awaiting_payment') return t(forClass ? 'hold.waitReasonClass' : 'hold.waitReason');
  return t(forClass ? 'hold.endedReasonClass' : 'hold.endedReason');
}

/** A waiting payment is amber and dashed, an ended one red: the text says the same. */
export const holdTone: Record<Hold, string> = {
  awaiting_payment: 'border border-dashed border-amber-700 bg-amber-50 text-amber-950',
  payment_ended: 'border border-red-300 bg-red-50 text-red-800',
};

/**
 * The kitchen ticket's payment line: what the counter or the driver still collects ("To
 * collect: €30.80 · Cash"), that it was paid ("Paid online"), or why it must wait.
 */
export function ticketPaymentLine(
  t: ManagerTranslate,
  order: Paid,
  money: (minor: number) => string,
): string {
  const held = holdLabel(t, order);
  if (held) return held;
  const collect = amountToCollect(order);
  if (collect > 0)
    return `${t('ticket.toCollect', { amount: money(collect) })} · ${paymentLabel(t, order.payment)}`;
  if (order.paymentState === 'paid')
    return order.is_online_payment
      ? t('ticket.paidOnline')
      : `${t('ticket.paid')} · ${paymentLabel(t, order.payment)}`;
  return paymentStateLabel(t, order.paymentState);
}
