import { describe, expect, it } from 'vitest';
import { minorUnitsOf, typedAmountOf } from './money-input';

describe('minorUnitsOf', () => {
  it('reads a point or a comma, with one or two decimals or none', () => {
    expect(minorUnitsOf('2.50')).toBe(250);
    expect(minorUnitsOf('2,5')).toBe(250);
    expect(minorUnitsOf(' 12 ')).toBe(1200);
    expect(minorUnitsOf('0,05')).toBe(5);
  });

  it('reads empty as no amount and anything else as not a number', () => {
    expect(minorUnitsOf('')).toBeNull();
    expect(Number.isNaN(minorUnitsOf('2.505'))).toBe(true);
    expect(Number.isNaN(minorUnitsOf('-1'))).toBe(true);
    expect(Number.isNaN(minorUnitsOf('abc'))).toBe(true);
  });

  it('shows minor units again as typed amounts', () => {
    expect(typedAmountOf(250)).toBe('2.50');
    expect(typedAmountOf(null)).toBe('');
  });
});
