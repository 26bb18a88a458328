import { describe, expect, it } from 'vitest';
import { lineTaxParts, orderTax } from './order-tax';
import { restaurantRateRules } from './tax-rate-on';
import type { TaxableLine } from './taxable-parts';

const line = (
  category: TaxableLine['category'],
  unitPrice: number,
  quantity = 1,
  depotPerUnit = 0,
): TaxableLine => ({
  quantity,
  unitPrice,
  depotPerUnit,
  category,
  options: [],
  setItems: [],
});

describe('orderTax', () => {
  // hummus €6.90, falafel €7.50, 2 pilsner €4.20 + €0.25 deposit, voucher −€2.00, delivery €2.50, tip €1.00
  const mixed = [line('food', 690), line('food', 750), line('alcohol', 420, 2, 25)];
  const base = { lines: mixed, rules: restaurantRateRules('DE', []), discount: 200, shipping: 250, tip: 100 };

  it('a German delivery in December 2026: food 7 %, beer and its deposit 19 %, tip apart', () => {
    const summary = orderTax({ ...base, way: 'delivery', date: '2026-12-07', tipTaxable: false });
    // goods 1440 at 7 %, 890 at 19 %: discount 124 / 76, delivery 155 / 95
    expect(summary.lines).toEqual([
      { rate: 700, gross: 1440 - 124 + 155, net: 1375, tax: 96 },
      { rate: 1900, gross: 890 - 76 + 95, net: 764, tax: 145 },
    ]);
    expect(summary.untaxedTip).toBe(100);
    expect(summary.lineParts).toEqual([
      [{ rate: 700, gross: 690 }],
      [{ rate: 700, gross: 750 }],
      [{ rate: 1900, gross: 890 }],
    ]);
  });
  it('eaten in during 2025, the food was 19 % like the drinks', () => {
    const summary = orderTax({ ...base, shipping: 0, way: 'eat_in', date: '2025-12-31', tipTaxable: true });
    expect(summary.lines).toEqual([{ rate: 1900, gross: 2330 - 200 + 100, net: 1874, tax: 356 }]);
    expect(summary.untaxedTip).toBe(0);
  });
  it('a rate changed later does not change what was computed for an order placed before', () => {
    const before = orderTax({ ...base, way: 'pickup', date: '2026-05-31', tipTaxable: false });
    const rules = restaurantRateRules('DE', [
      { category: 'food', way: 'pickup', rate: 500, from: '2026-06-01' },
    ]);
    expect(orderTax({ ...base, rules, way: 'pickup', date: '2026-05-31', tipTaxable: false })).toEqual(
      before,
    );
    expect(
      orderTax({ ...base, rules, way: 'pickup', date: '2026-06-01', tipTaxable: false }).lines[0]?.rate,
    ).toBe(500);
  });
});

describe('lineTaxParts', () => {
  const at = { rules: restaurantRateRules('DE', []), way: 'delivery' as const, date: '2026-12-07' };
  it('a beer and its deposit are one part at 19 %', () => {
    expect(lineTaxParts(line('alcohol', 420, 2, 25), at)).toEqual([{ rate: 1900, gross: 890 }]);
  });
  it('a set menu of food and a soft drink spans 7 % and 19 %, the deposit with the drink', () => {
    const set: TaxableLine = {
      ...line('food', 1200, 1, 25),
      setItems: [
        { ownPrice: 1000, quantity: 1, category: 'food' },
        { ownPrice: 300, quantity: 1, category: 'soft_drink' },
      ],
    };
    // 1200 split 1000 : 300 → 923 / 277; the deposit 25 goes to the drink
    expect(lineTaxParts(set, at)).toEqual([
      { rate: 700, gross: 923 },
      { rate: 1900, gross: 277 + 25 },
    ]);
  });
});
