import { describe, expect, it } from 'vitest';
import { isBillPaid, tableBill, tableStillToPay, unitsCost } from './table-bill';

const lines = [
  { key: 'order-line:1', quantity: 2, amount: 900 },
  { key: 'external:1', quantity: 1, amount: 300 },
];

describe('tableBill', () => {
  it('owes the whole total while nobody claimed anything', () => {
    const bill = tableBill(1200, lines, []);
    expect(bill).toMatchObject({ total: 1200, paid: 0, held: 0, left: 1200, tips: 0 });
    expect(bill.lines.map((line) => line.leftQuantity)).toEqual([2, 1]);
  });
  it('counts held and paid units per line and money per state; tips only when paid', () => {
    const bill = tableBill(1200, lines, [
      { state: 'paid', amount: 450, tip: 50, lines: [{ key: 'order-line:1', quantity: 1, amount: 450 }] },
      { state: 'held', amount: 300, tip: 20, lines: [{ key: 'external:1', quantity: 1, amount: 300 }] },
    ]);
    expect(bill).toMatchObject({ paid: 450, held: 300, left: 450, tips: 50 });
    expect(bill.lines[0]).toMatchObject({
      paidQuantity: 1,
      heldQuantity: 0,
      leftQuantity: 1,
      leftAmount: 450,
    });
    expect(bill.lines[1]).toMatchObject({ paidQuantity: 0, heldQuantity: 1, leftQuantity: 0, leftAmount: 0 });
  });
  it('gives a released claim back entirely', () => {
    const bill = tableBill(1200, lines, [
      { state: 'released', amount: 900, tip: 0, lines: [{ key: 'order-line:1', quantity: 2, amount: 900 }] },
    ]);
    expect(bill.left).toBe(1200);
    expect(bill.lines[0]).toMatchObject({ leftQuantity: 2, leftAmount: 900 });
  });
  it('is paid once the total is paid, not while a part is only held', () => {
    const held = { state: 'held' as const, amount: 1200, tip: 0, lines: [] };
    expect(isBillPaid(tableBill(1200, lines, [held]))).toBe(false);
    expect(isBillPaid(tableBill(1200, lines, [{ ...held, state: 'paid' }]))).toBe(true);
  });
  it('never calls an empty bill paid', () => {
    expect(isBillPaid(tableBill(0, [], []))).toBe(false);
  });
});

describe('unitsCost', () => {
  it('is the units left times their price when the line divides evenly', () => {
    expect(unitsCost({ leftQuantity: 2, leftAmount: 890 }, 1)).toBe(445);
    expect(unitsCost({ leftQuantity: 2, leftAmount: 890 }, 2)).toBe(890);
  });
  it("puts a voucher's odd cents on the first units taken, so the last unit ends the line exactly", () => {
    // 3 units for 8.01: 2.67 each; 3 units for 8.02: 2.68, 2.67, then 2.67 for the last
    expect(unitsCost({ leftQuantity: 3, leftAmount: 801 }, 1)).toBe(267);
    expect(unitsCost({ leftQuantity: 3, leftAmount: 802 }, 1)).toBe(268);
    expect(unitsCost({ leftQuantity: 3, leftAmount: 802 }, 2)).toBe(535);
    expect(unitsCost({ leftQuantity: 2, leftAmount: 534 }, 1)).toBe(267);
    expect(unitsCost({ leftQuantity: 1, leftAmount: 267 }, 1)).toBe(267);
  });
  it('costs nothing for nothing, and never more than the units left', () => {
    expect(unitsCost({ leftQuantity: 0, leftAmount: 0 }, 1)).toBe(0);
    expect(unitsCost({ leftQuantity: 2, leftAmount: 900 }, 0)).toBe(0);
    expect(unitsCost({ leftQuantity: 2, leftAmount: 900 }, 5)).toBe(900);
  });
});

describe('tableStillToPay', () => {
  it('is the orders owed and the items added, less what was paid of the bill', () => {
    expect(tableStillToPay({ orders: 2680, added: 0, paid: 0 })).toBe(2680);
    expect(tableStillToPay({ orders: 2680, added: 500, paid: 2640 })).toBe(540);
  });

  it('is nothing once everything is paid, and never below nothing', () => {
    expect(tableStillToPay({ orders: 1990, added: 0, paid: 1990 })).toBe(0);
    expect(tableStillToPay({ orders: 0, added: 0, paid: 300 })).toBe(0);
  });
});
