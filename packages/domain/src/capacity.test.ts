import { describe, expect, it } from 'vitest';
import { fitsCapacity, remainingCapacity } from './capacity';

describe('capacity', () => {
  it('takes up to the capacity and not one more (20 of 20 fit, 21 do not)', () => {
    expect(fitsCapacity(20, 19, 1)).toBe(true);
    expect(fitsCapacity(20, 20, 1)).toBe(false);
    expect(fitsCapacity(20, 18, 3)).toBe(false);
  });
  it('is unlimited when the capacity is null', () => {
    expect(fitsCapacity(null, 10_000, 50)).toBe(true);
    expect(remainingCapacity(null, 3)).toBeNull();
  });
  it('leaves what is not used, never less than nothing', () => {
    expect(remainingCapacity(12, 5)).toBe(7);
    expect(remainingCapacity(8, 9)).toBe(0);
  });
});
