import { describe, expect, it } from 'vitest';
import { amountToCollect, orderStatusesAllowed, paymentHold } from './payment-hold';

const online = (paymentState: string, status = 'received') => ({
  isOnlinePayment: true,
  paymentState,
  status,
});
const onSite = (paymentState: string, status = 'received') => ({
  isOnlinePayment: false,
  paymentState,
  status,
});

describe('an online payment holds its order', () => {
  it('waits while the payment is open', () => {
    expect(paymentHold(online('open'))).toBe('awaiting_payment');
  });
  it('ends the order when the payment failed, was cancelled or expired', () => {
    for (const state of ['failed', 'cancelled', 'expired'])
      expect(paymentHold(online(state)), state).toBe('payment_ended');
  });
  it('lets a paid order through, and one that is owed back after a rejection', () => {
    for (const state of ['paid', 'refund_ready', 'refunded'])
      expect(paymentHold(online(state)), state).toBe(undefined);
  });
  it('never holds an order paid on site or by payFix card', () => {
    expect(paymentHold(onSite('on_site'))).toBe(undefined);
    expect(paymentHold(onSite('paid'))).toBe(undefined);
  });
});

describe('the statuses a manager may set', () => {
  it('follows the kitchen steps once paid or paid on site', () => {
    expect(orderStatusesAllowed(online('paid'))).toEqual(['processing', 'rejected']);
    expect(orderStatusesAllowed(onSite('on_site', 'processing'))).toEqual(['delivered', 'rejected']);
  });
  it('offers nothing, not even rejecting, while the payment is open or after it ended', () => {
    for (const state of ['open', 'failed', 'cancelled', 'expired'])
      expect(orderStatusesAllowed(online(state)), state).toEqual([]);
  });
  it('offers nothing for a final status', () => {
    expect(orderStatusesAllowed(online('paid', 'delivered'))).toEqual([]);
  });
});

describe('what the counter or the driver collects', () => {
  it('is the total of an order paid on site', () => {
    expect(amountToCollect({ paymentState: 'on_site', total: 3080 })).toBe(3080);
  });
  it('is nothing once paid, and nothing for a payment that never came', () => {
    for (const state of ['paid', 'open', 'failed', 'cancelled', 'expired', 'refund_ready', 'refunded'])
      expect(amountToCollect({ paymentState: state, total: 3080 }), state).toBe(0);
  });
});
