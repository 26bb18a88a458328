import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePrice } from '../basket/line-price';
import { taxCategories } from './tax-kinds';
import { type TaxableLine, taxablePartsOf } from './taxable-parts';

const sumOf = (parts: { gross: number }[]) => parts.reduce((sum, part) => sum + part.gross, 0);

describe('taxablePartsOf', () => {
  it("puts a product, its deposit and an option without a category at the product's category", () => {
    const pilsner: TaxableLine = {
      quantity: 2,
      unitPrice: 420,
      depotPerUnit: 25,
      category: 'alcohol',
      options: [{ price: 0, quantity: 1, category: null }],
      setItems: [],
    };
    expect(taxablePartsOf(pilsner)).toEqual([
      { category: 'alcohol', gross: 840 },
      { category: 'alcohol', gross: 0 },
      { category: 'alcohol', gross: 50 },
    ]);
  });
  it('puts an option with a category of its own there', () => {
    const burger: TaxableLine = {
      quantity: 1,
      unitPrice: 1290,
      depotPerUnit: 0,
      category: 'food',
      options: [{ price: 350, quantity: 1, category: 'soft_drink' }],
      setItems: [],
    };
    expect(taxablePartsOf(burger)).toEqual([
      { category: 'food', gross: 940 },
      { category: 'soft_drink', gross: 350 },
      { category: 'food', gross: 0 },
    ]);
  });
  it("splits a set menu by its items' own prices; its deposit goes with its drink", () => {
    // lunch menu €14.90: soup (own price €5.50) + main (€11.50) + water (€3.00, €0.25 deposit)
    const lunch: TaxableLine = {
      quantity: 1,
      unitPrice: 1490,
      depotPerUnit: 25,
      category: 'food',
      options: [],
      setItems: [
        { ownPrice: 550, quantity: 1, category: 'food' },
        { ownPrice: 1150, quantity: 1, category: 'food' },
        { ownPrice: 300, quantity: 1, category: 'soft_drink' },
      ],
    };
    expect(taxablePartsOf(lunch)).toEqual([
      { category: 'food', gross: 410 },
      { category: 'food', gross: 857 },
      { category: 'soft_drink', gross: 223 },
      { category: 'soft_drink', gross: 25 },
    ]);
  });
  it('add up to what the line charged (property)', () => {
    const category = fc.constantFrom(...taxCategories);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 300 }),
        category,
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 800 }),
            quantity: fc.integer({ min: 1, max: 3 }),
            category: fc.option(category, { nil: null }),
          }),
          { maxLength: 4 },
        ),
        fc.array(
          fc.record({
            ownPrice: fc.integer({ min: 0, max: 2_000 }),
            quantity: fc.integer({ min: 1, max: 3 }),
            category,
          }),
          { maxLength: 4 },
        ),
        (quantity, price, depotPerUnit, productCategory, options, setItems) => {
          const charged = linePrice({ price, options, depotPerUnit, quantity });
          const line: TaxableLine = {
            quantity,
            unitPrice: charged.unitPrice,
            depotPerUnit,
            category: productCategory,
            options,
            setItems,
          };
          expect(sumOf(taxablePartsOf(line))).toBe(charged.totalPrice);
        },
      ),
    );
  });
});
