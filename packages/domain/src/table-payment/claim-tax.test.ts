import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netOf, type TaxLine } from '../tax';
import { orderLineKey, orderTipKey } from './bill-lines';
import { type BillOrderTax, type ClaimTaxInput, claimLineRates, claimTax } from './claim-tax';

const taxLine = (rate: number, gross: number): TaxLine => {
  const net = netOf(gross, rate);
  return { rate, gross, net, tax: gross - net };
};

// round 1: 2 falafel 7.50 at 7 %, 2 pilsner 4.20 + 0.25 deposit at 19 %; round 2: hummus 6.90 at 7 %, a 1.00 tip
const round1: BillOrderTax = {
  id: 1,
  total: 1500 + 890,
  tip: 0,
  taxLines: [taxLine(700, 1500), taxLine(1900, 890)],
  lines: [
    { id: 11, taxParts: [{ rate: 700, gross: 1500 }] },
    { id: 12, taxParts: [{ rate: 1900, gross: 890 }] },
  ],
};
const round2: BillOrderTax = {
  id: 2,
  total: 690 + 100,
  tip: 100,
  taxLines: [taxLine(700, 690)],
  lines: [{ id: 21, taxParts: [{ rate: 700, gross: 690 }] }],
};
const bill = { orders: [round1, round2], added: [], tipTaxable: false };

const paidIn = (tax: ReturnType<typeof claimTax>) =>
  tax.lines.reduce((sum, line) => sum + line.gross, 0) + tax.untaxedTip + tax.unrated;

describe('claimTax', () => {
  it('items: each line at its stored rates, one falafel of two and a beer of two', () => {
    const tax = claimTax({
      ...bill,
      claim: {
        amount: 750 + 445,
        tip: 50,
        lines: [
          { key: orderLineKey(11), amount: 750 },
          { key: orderLineKey(12), amount: 445 },
        ],
      },
    });
    expect(tax).toEqual({
      lines: [taxLine(700, 750), taxLine(1900, 445)],
      untaxedTip: 50,
      unrated: 0,
      taxedTip: 0,
    });
  });

  it('items: a set menu over two rates is split by its stored parts; an order’s tip stays outside VAT', () => {
    const set: BillOrderTax = {
      id: 3,
      total: 1225,
      tip: 0,
      taxLines: [taxLine(700, 923), taxLine(1900, 302)],
      lines: [
        {
          id: 31,
          taxParts: [
            { rate: 700, gross: 923 },
            { rate: 1900, gross: 302 },
          ],
        },
      ],
    };
    const tax = claimTax({
      ...bill,
      orders: [round2, set],
      claim: {
        amount: 1225 + 100,
        tip: 0,
        lines: [
          { key: orderLineKey(31), amount: 1225 },
          { key: orderTipKey(2), amount: 100 },
        ],
      },
    });
    expect(tax).toEqual({
      lines: [taxLine(700, 923), taxLine(1900, 302)],
      untaxedTip: 100,
      unrated: 0,
      taxedTip: 0,
    });
  });

  it('an amount: spread over the bill’s rates and tips in proportion, ties to the higher rate', () => {
    // the bill: 21.90 at 7 %, 8.90 at 19 %, 1.00 tip; 10.00 of 31.80 → 688.67 / 279.87 / 31.45
    const tax = claimTax({ ...bill, claim: { amount: 1000, tip: 0, lines: [] } });
    expect(tax.lines).toEqual([taxLine(700, 689), taxLine(1900, 280)]);
    expect(tax.untaxedTip).toBe(31);
    expect(paidIn(tax)).toBe(1000);
  });

  it('an item the restaurant added has no rate; a kept tip follows the part’s rates', () => {
    const tax = claimTax({
      ...bill,
      added: [{ id: 5, unitPrice: 300, quantity: 1 }],
      tipTaxable: true,
      claim: {
        amount: 750 + 300,
        tip: 100,
        lines: [
          { key: orderLineKey(11), amount: 750 },
          { key: 'external:5', amount: 300 },
        ],
      },
    });
    expect(tax).toEqual({ lines: [taxLine(700, 850)], untaxedTip: 0, unrated: 300, taxedTip: 100 });
  });

  it('an order placed before issue 36 has no parts per line: its order’s rates stand in', () => {
    const old: BillOrderTax = { ...round1, lines: [{ id: 11, taxParts: [] }] };
    const tax = claimTax({
      ...bill,
      orders: [old],
      claim: { amount: 1000, tip: 0, lines: [{ key: orderLineKey(11), amount: 1000 }] },
    });
    expect(tax.lines.map((line) => [line.rate, line.gross])).toEqual([
      [700, 628],
      [1900, 372],
    ]);
  });

  it('adds up to what was paid to the cent, and net plus VAT is each rate’s gross (property)', () => {
    const rate = fc.constantFrom(0, 260, 700, 810, 1900);
    const order = fc
      .record({
        id: fc.integer({ min: 1, max: 1000 }),
        parts: fc.array(fc.record({ rate, gross: fc.integer({ min: 0, max: 50_000 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        tip: fc.integer({ min: 0, max: 2_000 }),
      })
      .map(({ id, parts, tip }): BillOrderTax => {
        const goods = parts.reduce((sum, part) => sum + part.gross, 0);
        return {
          id,
          total: goods + tip,
          tip,
          taxLines: parts.filter((part) => part.gross > 0).map((part) => taxLine(part.rate, part.gross)),
          lines: parts.map((part, index) => ({ id: id * 10 + index, taxParts: [part] })),
        };
      });
    fc.assert(
      fc.property(
        fc.uniqueArray(order, { minLength: 1, maxLength: 4, selector: (entry) => entry.id }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.boolean(),
        fc.boolean(),
        (orders, added, amount, tip, byItems, tipTaxable) => {
          const lines = byItems
            ? orders.flatMap((entry) =>
                entry.lines.map((line) => ({ key: orderLineKey(line.id), amount: line.taxParts[0]!.gross })),
              )
            : [];
          const paid = byItems ? lines.reduce((sum, line) => sum + line.amount, 0) : amount;
          const input: ClaimTaxInput = {
            orders,
            added: added ? [{ id: 1, unitPrice: added, quantity: 1 }] : [],
            claim: { amount: paid, tip, lines },
            tipTaxable,
          };
          const tax = claimTax(input);
          expect(paidIn(tax)).toBe(paid + tip);
          for (const line of tax.lines) expect(line.net + line.tax).toBe(line.gross);
        },
      ),
    );
  });
});

describe('claimLineRates', () => {
  it('names the rates of an order line, none for a tip outside VAT or an added item', () => {
    expect(claimLineRates([round1], orderLineKey(12))).toEqual([1900]);
    expect(claimLineRates([round2], orderTipKey(2))).toEqual([]);
    expect(claimLineRates([round1], 'external:4')).toEqual([]);
  });
});
