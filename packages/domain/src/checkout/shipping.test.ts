import { describe, expect, it } from 'vitest';
import { findArea, orderTotal, shippingPrice } from './shipping';

const areas = [
  { postalCode: '10435', shippingPrice: 250, minimumOrderValue: 1500, freeFrom: 4000 },
  { postalCode: '10119', shippingPrice: 350, minimumOrderValue: 2000, freeFrom: null },
];

describe('delivery areas', () => {
  it('finds an area by postal code as typed', () => {
    expect(findArea(areas, ' 10435 ')?.shippingPrice).toBe(250);
    expect(findArea(areas, '99999')).toBeUndefined();
  });
  it('delivers free from the threshold, not a cent before', () => {
    expect(shippingPrice(areas[0]!, 3999)).toBe(250);
    expect(shippingPrice(areas[0]!, 4000)).toBe(0);
    expect(shippingPrice(areas[1]!, 100_000)).toBe(350);
  });
  it('totals subtotal minus discount plus shipping and tip', () => {
    expect(orderTotal({ subtotal: 2000, discount: 200, shipping: 250, tip: 100 })).toBe(2150);
  });
});
