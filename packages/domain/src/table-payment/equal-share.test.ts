import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equalShare } from './equal-share';

describe('equalShare (split N ways)', () => {
  it('splits 10.00 three ways as 3.34, 3.33, 3.33', () => {
    expect([0, 1, 2].map((index) => equalShare(1000, 3, index))).toEqual([334, 333, 333]);
  });
  it('splits evenly when it can', () => {
    expect([0, 1, 2, 3].map((index) => equalShare(4000, 4, index))).toEqual([1000, 1000, 1000, 1000]);
  });
  it('gives nothing beyond the last share', () => {
    expect(equalShare(1000, 3, 3)).toBe(0);
  });
  it('refuses zero ways', () => {
    expect(() => equalShare(1000, 0, 0)).toThrow(RangeError);
  });
  it('sums exactly to the bill, the shares at most one cent apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (total, ways) => {
        const shares = Array.from({ length: ways }, (_, index) => equalShare(total, ways, index));
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
