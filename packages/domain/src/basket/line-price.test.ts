import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketTotal, linePrice } from './line-price';

describe('linePrice', () => {
  it('adds options per unit and the deposit, times the quantity', () => {
    expect(
      linePrice({ price: 1090, options: [{ price: 150, quantity: 2 }], depotPerUnit: 25, quantity: 3 }),
    ).toEqual({
      unitPrice: 1390,
      depotPerUnit: 25,
      totalPrice: 4245,
    });
  });
  it('the basket total equals the sum of its lines (property)', () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 100_000 }),
      options: fc.array(
        fc.record({ price: fc.integer({ min: 0, max: 5_000 }), quantity: fc.integer({ min: 1, max: 5 }) }),
        { maxLength: 5 },
      ),
      depotPerUnit: fc.integer({ min: 0, max: 100 }),
      quantity: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (inputs) => {
        const lines = inputs.map(linePrice);
        const total = basketTotal(lines);
        return (
          Number.isInteger(total) && total === lines.reduce((sum, l) => sum + l.totalPrice, 0) && total >= 0
        );
      }),
    );
  });
});
