import { describe, expect, it } from 'vitest';
import {
  amountsWithinCap,
  basketQuantityProblem,
  defaultQuantityLimits,
  isLineQuantityAllowed,
  maxOrderAmount,
  quantityLimitCeilings,
  quantityLimitsFrom,
} from './order-limits';

const limits = defaultQuantityLimits;

describe('isLineQuantityAllowed', () => {
  it('allows 1 to 99 units of one line by default', () => {
    expect(isLineQuantityAllowed(1, limits)).toBe(true);
    expect(isLineQuantityAllowed(99, limits)).toBe(true);
  });
  it('refuses 100, 0 and fractions', () => {
    expect(isLineQuantityAllowed(100, limits)).toBe(false);
    expect(isLineQuantityAllowed(0, limits)).toBe(false);
    expect(isLineQuantityAllowed(1.5, limits)).toBe(false);
  });
  it('follows a restaurant’s own cap from its settings', () => {
    const own = quantityLimitsFrom({ max_line_quantity: 10, max_basket_units: 50, max_basket_lines: 5 });
    expect(isLineQuantityAllowed(10, own)).toBe(true);
    expect(isLineQuantityAllowed(11, own)).toBe(false);
  });
});

describe('basketQuantityProblem', () => {
  it('accepts 100 lines in a basket and refuses 101 (issue 32.6)', () => {
    const lines = (count: number) => Array.from({ length: count }, () => ({ quantity: 1 }));
    expect(basketQuantityProblem(lines(100), limits)).toBeUndefined();
    expect(basketQuantityProblem(lines(101), limits)).toEqual({ kind: 'basket_lines', max: 100 });
    const own = quantityLimitsFrom({ max_line_quantity: 10, max_basket_units: 50, max_basket_lines: 5 });
    expect(basketQuantityProblem(lines(6), own)).toEqual({ kind: 'basket_lines', max: 5 });
  });
  it('accepts a line of 99', () => {
    expect(basketQuantityProblem([{ quantity: 99 }], limits)).toBeUndefined();
  });
  it('refuses a line of 100', () => {
    expect(basketQuantityProblem([{ quantity: 100 }], limits)).toEqual({ kind: 'line_quantity', max: 99 });
  });
  it('accepts 999 units in the basket and refuses 1000', () => {
    const lines = (units: number) => [
      ...Array.from({ length: Math.floor(units / 99) }, () => ({ quantity: 99 })),
      ...(units % 99 ? [{ quantity: units % 99 }] : []),
    ];
    expect(basketQuantityProblem(lines(999), limits)).toBeUndefined();
    expect(basketQuantityProblem(lines(1000), limits)).toEqual({ kind: 'basket_units', max: 999 });
  });
  it('counts a package choice as its quantity times the packages: 33 × 3 ok, 34 × 3 refused', () => {
    expect(
      basketQuantityProblem([{ quantity: 33, packageItems: [{ quantity: 3 }] }], limits),
    ).toBeUndefined();
    expect(basketQuantityProblem([{ quantity: 34, packageItems: [{ quantity: 3 }] }], limits)).toEqual({
      kind: 'line_quantity',
      max: 99,
    });
  });
  it('allows 20 of one option per unit and refuses 21', () => {
    expect(basketQuantityProblem([{ quantity: 1, options: [{ quantity: 20 }] }], limits)).toBeUndefined();
    expect(basketQuantityProblem([{ quantity: 1, options: [{ quantity: 21 }] }], limits)).toEqual({
      kind: 'option_quantity',
      max: 20,
    });
  });
});

describe('amountsWithinCap', () => {
  it('allows exactly the cap and refuses one minor unit more', () => {
    expect(amountsWithinCap([maxOrderAmount, -maxOrderAmount, 0])).toBe(true);
    expect(amountsWithinCap([maxOrderAmount + 1])).toBe(false);
    expect(amountsWithinCap([-maxOrderAmount - 1])).toBe(false);
  });
  it('refuses amounts past exact integers', () => {
    expect(amountsWithinCap([2 ** 60])).toBe(false);
    expect(amountsWithinCap([Number.NaN])).toBe(false);
  });
});

describe('decision 016: the caps keep integer columns safe', () => {
  const integerMax = 2_147_483_647;
  it('the amount cap is far below PostgreSQL integer', () => {
    expect(maxOrderAmount * 21).toBeLessThan(integerMax);
  });
  it('the largest unit counts (ceilings, 50 package choices of 20 each) fit too', () => {
    const choiceUnitsPerPackage = 50 * 20;
    expect(quantityLimitCeilings.perBasket * choiceUnitsPerPackage).toBeLessThan(integerMax);
  });
});
