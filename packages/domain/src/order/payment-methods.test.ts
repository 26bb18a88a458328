import { describe, expect, it } from 'vitest';
import {
  credentialsLookValid,
  isHostedPayment,
  needsProviderCredentials,
  offeredPaymentMethods,
  paymentSuitsOrder,
} from './payment-methods';

describe('offeredPaymentMethods', () => {
  const all = ['mollie', 'saferPay', 'cash', 'payAtEnd', 'pwc', 'payFix', 'demo', 'zvt', 'cash_machine'];
  it('hides zvt and cash_machine, providers without credentials and demo outside demo mode', () => {
    expect(offeredPaymentMethods(all, { demoMode: false, providersWithCredentials: new Set() })).toEqual([
      'cash',
      'payAtEnd',
      'pwc',
      'payFix',
    ]);
  });
  it('offers a provider once it has credentials, and demo in demo mode', () => {
    const context = { demoMode: true, providersWithCredentials: new Set(['mollie']) };
    expect(offeredPaymentMethods(['mollie', 'saferPay', 'demo'], context)).toEqual(['mollie', 'demo']);
  });
});

describe('credentialsLookValid', () => {
  it('knows a Mollie key by its prefix and length', () => {
    expect(credentialsLookValid('mollie', { apiKey: `test_${'a'.repeat(30)}` })).toBe(true);
    expect(credentialsLookValid('mollie', { apiKey: 'test_short' })).toBe(false);
    expect(credentialsLookValid('mollie', { apiKey: `prod_${'a'.repeat(30)}` })).toBe(false);
  });
  it('needs every Saferpay field', () => {
    const full = { customerId: '1', terminalId: '2', username: 'u', password: 'p' };
    expect(credentialsLookValid('saferPay', full)).toBe(true);
    expect(credentialsLookValid('saferPay', { ...full, password: '' })).toBe(false);
  });
});

describe('isHostedPayment', () => {
  it('tells provider payments from counter ones', () => {
    expect(isHostedPayment('mollie')).toBe(true);
    expect(isHostedPayment('cash')).toBe(false);
    expect(isHostedPayment('payFix')).toBe(false);
  });
});

describe('needsProviderCredentials', () => {
  it('names the types whose offer depends on stored credentials, and only those', () => {
    const all = ['mollie', 'saferPay', 'cash', 'payAtEnd', 'pwc', 'payFix', 'demo'];
    expect(all.filter(needsProviderCredentials)).toEqual(['mollie', 'saferPay']);
    // every other type is offered or not whatever the credentials say
    for (const type of all.filter((entry) => !needsProviderCredentials(entry))) {
      const without = offeredPaymentMethods([type], { demoMode: true, providersWithCredentials: new Set() });
      const withAll = offeredPaymentMethods([type], {
        demoMode: true,
        providersWithCredentials: new Set(['mollie', 'saferPay']),
      });
      expect(without).toEqual(withAll);
    }
  });
});

describe('paymentSuitsOrder', () => {
  it('takes pay at end only for an order at a table', () => {
    expect(paymentSuitsOrder('payAtEnd', { atTable: true })).toBe(true);
    expect(paymentSuitsOrder('payAtEnd', { atTable: false })).toBe(false);
  });
  it('takes every other type with or without a table', () => {
    for (const type of ['cash', 'pwc', 'payFix', 'demo', 'mollie'])
      for (const atTable of [true, false]) expect(paymentSuitsOrder(type, { atTable }), type).toBe(true);
  });
});
