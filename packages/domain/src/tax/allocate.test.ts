import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';

describe('allocate', () => {
  it('splits by the largest remainder, ties to the earlier weight', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [3, 1])).toEqual([8, 2]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });
  it('gives all to the first when every weight is zero', () => {
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
  });
  it('adds up exactly and stays within one unit of the exact share (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => {
          const parts = allocate(amount, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          if (sum > 0)
            parts.forEach((part, index) => {
              expect(Math.abs(part - (amount * (weights[index] ?? 0)) / sum)).toBeLessThan(1);
            });
        },
      ),
    );
  });
});
