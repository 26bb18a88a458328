import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePrice } from '../basket/line-price';
import { orderSummary } from '../checkout/order-summary';
import { apportion, billLines, type ChargedOrder } from './bill-lines';
import { decideClaim } from './decide-claim';
import { type BillClaim, tableBill } from './table-bill';

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

/**
 * A round as a guest puts it together and create-order charges it: each line priced by the
 * basket's own linePrice (options, set-menu choices with their deposits, the product's deposit),
 * the order's total by orderSummary (voucher, tip; eaten here, so no shipping).
 */
const roundArbitrary = fc.record({
  lines: fc.array(
    fc.record({
      price: fc.integer({ min: 0, max: 3000 }),
      options: fc.array(
        fc.record({ price: fc.integer({ min: 0, max: 400 }), quantity: fc.integer({ min: 1, max: 3 }) }),
        {
          maxLength: 3,
        },
      ),
      /** a set menu's choices: each may carry a bottle's deposit */
      choices: fc.array(
        fc.record({ price: fc.integer({ min: 0, max: 300 }), depot: fc.constantFrom(0, 8, 15, 25) }),
        {
          maxLength: 3,
        },
      ),
      depot: fc.constantFrom(0, 0, 8, 15, 25),
      quantity: fc.integer({ min: 1, max: 6 }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
  voucher: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        value: fc.integer({ min: 1, max: 100 }),
        minimumOrderValue: fc.constant(0),
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        value: fc.integer({ min: 1, max: 5000 }),
        minimumOrderValue: fc.integer({ min: 0, max: 2000 }),
      }),
    ),
    { nil: null },
  ),
  tip: fc.constantFrom(0, 0, 50, 135, 500),
});

type Round = typeof roundArbitrary extends fc.Arbitrary<infer R> ? R : never;

let nextId = 1;
function charged(round: Round): ChargedOrder & { discount: number } {
  const lines = round.lines.map((line) => {
    const price = linePrice({
      price: line.price,
      options: [...line.options, ...line.choices.map((choice) => ({ price: choice.price, quantity: 1 }))],
      depotPerUnit: line.depot + sum(line.choices.map((choice) => choice.depot)),
      quantity: line.quantity,
    });
    return {
      id: nextId++,
      quantity: line.quantity,
      totalPrice: price.totalPrice,
      deposits: price.depotPerUnit * line.quantity,
    };
  });
  const summary = orderSummary({
    lines: lines.map((line) => ({ totalPrice: line.totalPrice, depositTotal: line.deposits })),
    voucher: round.voucher,
    tip: round.tip,
    deliveryType: 'here',
    area: null,
    areas: [],
  });
  return { id: nextId++, total: summary.total, tip: summary.tip, discount: summary.discount, lines };
}

describe('billLines (issue 33: the bill counts each deposit once)', () => {
  it("prices table T3's two rounds as their orders charged them: a pilsner 4.45, not 4.70", () => {
    // round 1: hummus, falafel, 2 Berlin pilsner (4.20 + 0.25 deposit); round 2: schnitzel,
    // souvlaki, 1 still water (3.20 + 0.25 deposit)
    const pilsner = linePrice({ price: 420, options: [], depotPerUnit: 25, quantity: 2 });
    const water = linePrice({ price: 320, options: [], depotPerUnit: 25, quantity: 1 });
    const orders: ChargedOrder[] = [
      {
        id: 1,
        total: 650 + 890 + pilsner.totalPrice,
        tip: 0,
        lines: [
          { id: 11, quantity: 1, totalPrice: 650 },
          { id: 12, quantity: 1, totalPrice: 890 },
          { id: 13, quantity: 2, totalPrice: pilsner.totalPrice },
        ],
      },
      {
        id: 2,
        total: 1890 + 1640 + water.totalPrice,
        tip: 0,
        lines: [
          { id: 21, quantity: 1, totalPrice: 1890 },
          { id: 22, quantity: 1, totalPrice: 1640 },
          { id: 23, quantity: 1, totalPrice: water.totalPrice },
        ],
      },
    ];
    const lines = billLines(orders, []);
    expect(lines.find((line) => line.key === 'order-line:13')).toEqual({
      key: 'order-line:13',
      quantity: 2,
      amount: 890,
    });
    expect(lines.find((line) => line.key === 'order-line:23')).toEqual({
      key: 'order-line:23',
      quantity: 1,
      amount: 345,
    });
    expect(sum(lines.map((line) => line.amount))).toBe(orders[0]!.total + orders[1]!.total);
  });

  it("gives a voucher's discount to the lines by what they cost, and the order's tip a line of its own", () => {
    const lines = billLines(
      [
        {
          id: 7,
          total: 900 + 250,
          tip: 250,
          lines: [
            { id: 1, quantity: 3, totalPrice: 600 },
            { id: 2, quantity: 1, totalPrice: 400 },
          ],
        },
      ],
      [{ id: 3, unitPrice: 300, quantity: 2 }],
    );
    expect(lines).toEqual([
      { key: 'order-line:1', quantity: 3, amount: 540 },
      { key: 'order-line:2', quantity: 1, amount: 360 },
      { key: 'order-tip:7', quantity: 1, amount: 250 },
      { key: 'external:3', quantity: 2, amount: 600 },
    ]);
  });

  it('every line costs what its order charged, and the lines add up to the total, over random rounds', () => {
    fc.assert(
      fc.property(fc.array(roundArbitrary, { minLength: 1, maxLength: 4 }), (rounds) => {
        const orders = rounds.map(charged);
        const lines = billLines(orders, []);
        expect(sum(lines.map((line) => line.amount))).toBe(sum(orders.map((order) => order.total)));
        for (const order of orders) {
          const own = order.lines.map(
            (line) => lines.find((entry) => entry.key === `order-line:${line.id}`)!,
          );
          if (order.discount === 0)
            expect(own.map((line) => line.amount)).toEqual(order.lines.map((line) => line.totalPrice));
          own.forEach((line, index) => {
            expect(line.amount).toBeGreaterThanOrEqual(0);
            expect(line.amount).toBeLessThanOrEqual(order.lines[index]!.totalPrice);
          });
          expect(sum(own.map((line) => line.amount))).toBe(order.total - order.tip);
        }
      }),
    );
  });

  it('paying every unit by items, in any steps and with payments that fail, pays the total to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(roundArbitrary, { minLength: 1, maxLength: 3 }),
        fc.array(
          fc.record({ pick: fc.nat(), quantity: fc.integer({ min: 1, max: 4 }), fails: fc.boolean() }),
          {
            maxLength: 40,
          },
        ),
        (rounds, steps) => {
          const orders = rounds.map(charged);
          const total = sum(orders.map((order) => order.total));
          const lines = billLines(orders, []);
          const claims: BillClaim[] = [];
          const claimUnits = (pick: number, quantity: number, state: BillClaim['state']) => {
            const bill = tableBill(total, lines, claims);
            const open = bill.lines.filter((line) => line.leftQuantity > 0);
            // a bill paid in full leaves only lines a voucher made free: nothing to pay for them
            if (open.length === 0 || bill.left === 0) return;
            const line = open[pick % open.length]!;
            const verdict = decideClaim(tableBill(total, lines, claims), {
              kind: 'items',
              items: [{ key: line.key, quantity: Math.min(quantity, line.leftQuantity) }],
            });
            if (!verdict.ok) throw new Error(`refused: ${verdict.problem}`);
            claims.push({ state, amount: verdict.amount, tip: 0, lines: verdict.lines });
          };
          for (const step of steps) claimUnits(step.pick, step.quantity, step.fails ? 'released' : 'paid');
          // whatever is left, unit by unit
          while (tableBill(total, lines, claims).left > 0) claimUnits(0, 1, 'paid');
          const bill = tableBill(total, lines, claims);
          expect(bill.paid).toBe(total);
          expect(bill.left).toBe(0);
        },
      ),
    );
  });
});

describe('apportion', () => {
  it('shares in proportion, the cents to the largest remainders, earlier first', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(900, [600, 400])).toEqual([540, 360]);
    expect(apportion(5, [0, 0])).toEqual([3, 2]);
    expect(apportion(0, [10, 20])).toEqual([0, 0]);
  });
  it('always sums to the total', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.array(fc.nat(100_000), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          expect(sum(apportion(total, weights))).toBe(total);
        },
      ),
    );
  });
});
