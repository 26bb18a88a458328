import { describe, expect, it } from 'vitest';
import {
  admitsTicketHolders,
  canMovePayment,
  isCounterPayment,
  paymentStates,
  releasesResources,
} from './payment-state';

describe('payment state machine', () => {
  it('lets an open payment be paid, fail, be cancelled or expire', () => {
    expect(canMovePayment('open', 'paid')).toBe(true);
    expect(canMovePayment('open', 'expired')).toBe(true);
  });
  it('never leaves a final state, and refunds only what was paid', () => {
    expect(canMovePayment('failed', 'paid')).toBe(false);
    expect(canMovePayment('paid', 'failed')).toBe(false);
    expect(canMovePayment('paid', 'refunded')).toBe(true);
    expect(canMovePayment('open', 'refunded')).toBe(false);
  });
  it('gives resources back only for failed, cancelled and expired payments', () => {
    expect(releasesResources('failed')).toBe(true);
    expect(releasesResources('paid')).toBe(false);
  });
  it('knows the counter payment types', () => {
    expect(isCounterPayment('cash')).toBe(true);
    expect(isCounterPayment('mollie')).toBe(false);
  });
});

describe('tickets at the door', () => {
  it('admits the holders of paid and pay-at-the-door orders only', () => {
    expect(paymentStates.filter(admitsTicketHolders)).toEqual(['paid', 'on_site']);
  });
});
