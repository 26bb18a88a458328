import { describe, expect, it } from 'vitest';
import { presetOfTip, tipForPercent } from './tip';

describe('tipForPercent', () => {
  it('takes the percentage of the subtotal in minor units', () => {
    expect(tipForPercent(2000, 10)).toBe(200);
    expect(tipForPercent(2000, 15)).toBe(300);
  });
  it('rounds 10 % of 1234 down to 123 and 5 % of 1250 up to 63', () => {
    expect(tipForPercent(1234, 10)).toBe(123);
    expect(tipForPercent(1250, 5)).toBe(63);
  });
  it('is nothing on an empty basket', () => {
    expect(tipForPercent(0, 15)).toBe(0);
  });
});

describe('presetOfTip', () => {
  it('recognises the preset a tip came from', () => {
    expect(presetOfTip(1234, 123)).toBe(10);
    expect(presetOfTip(1234, 185)).toBe(15);
  });
  it('is no preset for no tip or an amount of the guest’s own', () => {
    expect(presetOfTip(1234, 0)).toBeUndefined();
    expect(presetOfTip(1234, 100)).toBeUndefined();
  });
  it("recognises a restaurant's own percentages, and no longer the default ones", () => {
    expect(presetOfTip(2000, 160, [8, 12])).toBe(8);
    expect(presetOfTip(2000, 200, [8, 12])).toBeUndefined();
  });
});
