import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableInPackageFlow, fitsStock, packageFits, quantitiesInCart, remainingStock } from './stock';

describe('remainingStock', () => {
  it('subtracts what the cart holds', () => {
    expect(remainingStock(5, 2)).toBe(3);
  });
  it('never goes below 0', () => {
    expect(remainingStock(2, 5)).toBe(0);
  });
  it('keeps null as unlimited', () => {
    expect(remainingStock(null, 1000)).toBeNull();
  });
  it('is never negative and never more than the stock (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (stock, inCart) => {
          const remaining = remainingStock(stock, inCart);
          return remaining !== null && remaining >= 0 && remaining <= stock;
        },
      ),
    );
  });
});

describe('quantitiesInCart', () => {
  it('counts package items as their quantity times the package quantity', () => {
    const totals = quantitiesInCart([
      { productId: 1, quantity: 2 },
      {
        productId: 9,
        quantity: 3,
        packageItems: [
          { productId: 1, quantity: 1 },
          { productId: 2, quantity: 2 },
        ],
      },
    ]);
    expect(totals.get(1)).toBe(5);
    expect(totals.get(2)).toBe(6);
    expect(totals.has(9)).toBe(false);
  });
});

describe('fitsStock', () => {
  it('lets the last unit in and refuses one more', () => {
    expect(fitsStock(5, 4, 1)).toBe(true);
    expect(fitsStock(5, 5, 1)).toBe(false);
  });
  it('always fits unlimited stock', () => {
    expect(fitsStock(null, 99, 99)).toBe(true);
  });
});

describe('availableInPackageFlow', () => {
  it('subtracts the flow selection and the cart', () => {
    expect(availableInPackageFlow(5, 2, 2)).toBe(1);
    expect(availableInPackageFlow(5, 3, 3)).toBe(0);
  });
});

describe('packageFits', () => {
  it('is unavailable when any component would run out', () => {
    const components = [
      { stock: null, perPackage: 1, inCart: 0 },
      { stock: 3, perPackage: 2, inCart: 0 },
    ];
    expect(packageFits(components, 1)).toBe(true);
    expect(packageFits(components, 2)).toBe(false);
  });
});
