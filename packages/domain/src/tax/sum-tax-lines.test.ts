import { describe, expect, it } from 'vitest';
import { sumTaxLines } from './sum-tax-lines';

describe('sumTaxLines', () => {
  it('adds the stored lines per rate, ascending, without taking the net out again', () => {
    expect(
      sumTaxLines([
        [
          { rate: 1900, gross: 890, net: 748, tax: 142 },
          { rate: 700, gross: 1500, net: 1402, tax: 98 },
        ],
        [{ rate: 700, gross: 690, net: 645, tax: 45 }],
        [],
      ]),
    ).toEqual([
      { rate: 700, gross: 2190, net: 2047, tax: 143 },
      { rate: 1900, gross: 890, net: 748, tax: 142 },
    ]);
  });

  it('is empty for no lines', () => {
    expect(sumTaxLines([])).toEqual([]);
  });
});
