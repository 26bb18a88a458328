import { describe, expect, it } from 'vitest';
import { productPriceLabel } from './price-label';

describe('productPriceLabel', () => {
  it("shows 'From' min_price when the product has one", () => {
    expect(productPriceLabel(1290, 990, 'zero')).toEqual({ kind: 'amount', minor: 990, from: true });
  });
  it('shows the price otherwise', () => {
    expect(productPriceLabel(1290, null, 'zero')).toEqual({ kind: 'amount', minor: 1290, from: false });
  });
  it("reads a zero price as 0, 'free' or nothing per the restaurant's format", () => {
    expect(productPriceLabel(0, null, 'zero')).toEqual({ kind: 'amount', minor: 0, from: false });
    expect(productPriceLabel(0, null, 'free')).toEqual({ kind: 'free', from: false });
    expect(productPriceLabel(0, null, 'empty')).toEqual({ kind: 'none', from: false });
  });
});
