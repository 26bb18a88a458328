import { describe, expect, it } from 'vitest';
import { orderKind } from './order-kind';

describe('what an order is', () => {
  it('is its delivery type at a restaurant without a ticketing system', () => {
    for (const deliveryType of ['delivery', 'pickup', 'here'])
      expect(orderKind({ deliveryType }, { ticketing: false })).toBe(deliveryType);
  });
  it('is a class booking at a restaurant that sells tickets, though stored as a pickup', () => {
    expect(orderKind({ deliveryType: 'pickup' }, { ticketing: true })).toBe('class');
  });
});
