import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxLines } from '../tax/tax-lines';
import { type InvoiceAmounts, invoiceAmounts } from './invoice-amounts';

const storedFor = (
  lineParts: { rate: number; gross: number }[][],
  discount: number,
  shipping: number,
  tip: number,
) => taxLines({ parts: lineParts.flat(), discount, shipping, tip, tipTaxable: true }).lines;

/** Per rate: Σ lines − allowances + charges (EN 16931 BR-S-08's taxable amount). */
function taxableByRate(amounts: InvoiceAmounts): Map<number, number> {
  const sums = new Map<number, number>();
  const add = (rate: number, net: number) => sums.set(rate, (sums.get(rate) ?? 0) + net);
  for (const line of amounts.lines) add(line.rate, line.net);
  for (const allowance of amounts.allowances) add(allowance.rate, -allowance.net);
  for (const charge of [...amounts.deliveryCharges, ...amounts.tipCharges]) add(charge.rate, charge.net);
  return sums;
}

describe('invoiceAmounts', () => {
  // hummus €6.90 and a menu of €12.00 split 8.50 food / 3.50 beer; voucher −€2.00, delivery €2.50
  const lineParts = [
    [{ rate: 700, gross: 690 }],
    [
      { rate: 700, gross: 850 },
      { rate: 1900, gross: 350 },
    ],
  ];
  const stored = storedFor(lineParts, 200, 250, 0);

  it('splits a set menu per rate and spreads voucher and delivery fee as the tax lines did', () => {
    const amounts = invoiceAmounts({
      lineParts,
      discount: 200,
      shipping: 250,
      taxableTip: 0,
      taxLines: stored,
    });
    // goods 1540 at 7 %, 350 at 19 %: discount 163 / 37, delivery 204 / 46
    expect(stored).toEqual([
      { rate: 700, gross: 1540 - 163 + 204, net: 1478, tax: 103 },
      { rate: 1900, gross: 350 - 37 + 46, net: 302, tax: 57 },
    ]);
    expect(amounts).toEqual({
      lines: [
        { line: 0, rate: 700, net: 645 },
        { line: 1, rate: 700, net: 794 },
        { line: 1, rate: 1900, net: 294 },
      ],
      allowances: [
        { rate: 700, net: 152 },
        { rate: 1900, net: 31 },
      ],
      deliveryCharges: [
        { rate: 700, net: 191 },
        { rate: 1900, net: 39 },
      ],
      tipCharges: [],
      breakdown: stored,
    });
  });

  it('refuses lines whose parts do not give the stored tax lines', () => {
    const other = storedFor([[{ rate: 1900, gross: 1890 }]], 200, 250, 0);
    expect(
      invoiceAmounts({ lineParts, discount: 200, shipping: 250, taxableTip: 0, taxLines: other }),
    ).toBeNull();
  });

  it('per rate, lines less allowances plus charges are the stored net, always', () => {
    const part = fc.record({
      rate: fc.constantFrom(0, 260, 700, 810, 1900),
      gross: fc.integer({ min: 0, max: 50_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(part, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (raw, shipping, tip, discountWish) => {
          // a line's parts: one per rate, as orderTax keeps them
          const lineParts = raw.map((parts) => [...new Map(parts.map((p) => [p.rate, p])).values()]);
          const goods = lineParts.flat().reduce((sum, p) => sum + p.gross, 0);
          const discount = Math.min(discountWish, goods);
          const stored = storedFor(lineParts, discount, shipping, tip);
          const amounts = invoiceAmounts({
            lineParts,
            discount,
            shipping,
            taxableTip: tip,
            taxLines: stored,
          });
          expect(amounts).not.toBeNull();
          if (!amounts) return;
          const taxable = taxableByRate(amounts);
          for (const line of amounts.breakdown) expect(taxable.get(line.rate) ?? 0).toBe(line.net);
          expect(amounts.breakdown.filter((line) => line.gross !== 0)).toEqual(stored);
        },
      ),
    );
  });
});
