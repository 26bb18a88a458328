import { describe, expect, it } from 'vitest';
import { isValidTableCapacity, parseQuantity } from './item-rules';

describe('parseQuantity', () => {
  it('reads integers and makes empty or below 1 into 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity(-2)).toBe(1);
    expect(parseQuantity('2.7')).toBe(2);
    expect(parseQuantity('abc')).toBe(1);
  });
});

describe('isValidTableCapacity', () => {
  it('needs at least one person', () => {
    expect(isValidTableCapacity(0, 0)).toBe(false);
    expect(isValidTableCapacity(0, 1)).toBe(true);
    expect(isValidTableCapacity(2, 0)).toBe(true);
    expect(isValidTableCapacity(1.5, 0)).toBe(false);
  });
});
