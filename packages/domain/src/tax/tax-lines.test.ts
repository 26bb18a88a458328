import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netOf, taxLines } from './tax-lines';

describe('netOf', () => {
  it('takes the tax out of a gross amount', () => {
    expect(netOf(107, 700)).toBe(100);
    expect(netOf(1190, 1900)).toBe(1000);
    expect(netOf(1081, 810)).toBe(1000);
    expect(netOf(0, 1900)).toBe(0);
  });
  it('rounds half away from zero', () => {
    // 535 / 1.07 = 500; 1 / 1.19 = 0.840… → 1; 3 / 1.2 = 2.5 → 3
    expect(netOf(535, 700)).toBe(500);
    expect(netOf(1, 1900)).toBe(1);
    expect(netOf(3, 2000)).toBe(3);
    expect(netOf(-3, 2000)).toBe(-3);
  });
});

describe('taxLines', () => {
  it('groups by rate and spreads discount, delivery fee and a taxable tip in proportion', () => {
    const summary = taxLines({
      parts: [
        { rate: 700, gross: 3000 },
        { rate: 1900, gross: 1000 },
        { rate: 700, gross: 1000 },
      ],
      discount: 500,
      shipping: 250,
      tip: 100,
      tipTaxable: true,
    });
    expect(summary.untaxedTip).toBe(0);
    expect(summary.lines).toEqual([
      { rate: 700, gross: 4000 - 400 + 200 + 80, net: 3626, tax: 254 },
      { rate: 1900, gross: 1000 - 100 + 50 + 20, net: 815, tax: 155 },
    ]);
  });
  it('keeps a tip outside the taxable amount unless the owner says otherwise', () => {
    const summary = taxLines({
      parts: [{ rate: 1900, gross: 1190 }],
      discount: 0,
      shipping: 0,
      tip: 200,
      tipTaxable: false,
    });
    expect(summary).toEqual({ lines: [{ rate: 1900, gross: 1190, net: 1000, tax: 190 }], untaxedTip: 200 });
  });
  it('puts what cannot be spread (the goods were all free) on the highest rate', () => {
    const summary = taxLines({
      parts: [
        { rate: 700, gross: 0 },
        { rate: 1900, gross: 0 },
      ],
      discount: 0,
      shipping: 300,
      tip: 0,
      tipTaxable: false,
    });
    expect(summary.lines).toEqual([{ rate: 1900, gross: 300, net: 252, tax: 48 }]);
  });
  it('adds up to the total to the cent, and net plus tax is the gross (property)', () => {
    const rate = fc.constantFrom(0, 260, 700, 810, 1900);
    fc.assert(
      fc.property(
        fc.array(fc.record({ rate, gross: fc.integer({ min: 0, max: 100_000 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.boolean(),
        (parts, discountPermille, shipping, tip, tipTaxable) => {
          const goods = parts.reduce((sum, part) => sum + part.gross, 0);
          const discount = Math.floor((goods * discountPermille) / 1000);
          const summary = taxLines({ parts, discount, shipping, tip, tipTaxable });
          const gross = summary.lines.reduce((sum, line) => sum + line.gross, 0);
          expect(gross + summary.untaxedTip).toBe(goods - discount + shipping + tip);
          for (const line of summary.lines) {
            expect(line.net + line.tax).toBe(line.gross);
            expect(line.gross).toBeGreaterThan(0);
            expect(line.tax).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
