import type { TablePayment } from '@tavola/contracts';
import { describe, expect, it } from 'vitest';
import { canPickMore, itemsAmount, nextShare, pickedItems, tipOf, typedAmount } from './bill-choices';

type Claim = TablePayment['claims'][number];

function bill(overrides: Partial<TablePayment> = {}): TablePayment {
  return {
    tablePaymentId: 'b',
    table: { id: 1, name: 'T1' },
    status: 'open',
    currency: 'EUR',
    total: 1000,
    paid: 0,
    held: 0,
    left: 1000,
    tips: 0,
    orderIds: [1],
    lines: [
      {
        key: 'order-line:1',
        name: 'Hummus',
        unitPrice: 300,
        quantity: 2,
        amount: 600,
        leftAmount: 300,
        paidQuantity: 0,
        heldQuantity: 1,
        leftQuantity: 1,
      },
      {
        key: 'order-line:2',
        name: 'Tea',
        unitPrice: 400,
        quantity: 1,
        amount: 400,
        leftAmount: 400,
        paidQuantity: 0,
        heldQuantity: 0,
        leftQuantity: 1,
      },
    ],
    rounds: [],
    claims: [],
    closed_at: null,
    ...overrides,
  };
}

const share = (ways: number, state: Claim['state'], amount: number): Claim => ({
  id: Math.random(),
  name: null,
  kind: 'share',
  ways,
  amount,
  tip: 0,
  state,
  mine: false,
  at_table: false,
  payment_link: null,
  lines: [],
});

describe('items', () => {
  it("prices units as the server does: a line's money left over its units left, odd cents first", () => {
    const odd = bill({
      lines: [{ ...bill().lines[1]!, quantity: 3, amount: 802, leftAmount: 802, leftQuantity: 3 }],
    });
    expect(itemsAmount(odd, { 'order-line:2': 1 })).toBe(268);
    expect(itemsAmount(odd, { 'order-line:2': 3 })).toBe(802);
  });
  it('costs the picked units, never more than are left of a line', () => {
    expect(itemsAmount(bill(), { 'order-line:1': 2, 'order-line:2': 1 })).toBe(700);
    expect(pickedItems(bill(), { 'order-line:1': 2, 'order-line:2': 0 })).toEqual([
      { key: 'order-line:1', quantity: 1 },
    ]);
  });
});

describe('nextShare', () => {
  it('gives the remainder cents to the first shares and the rest to the last, summing to the bill', () => {
    let current = bill({ total: 1001, left: 1001 });
    const amounts: number[] = [];
    for (let number = 1; number <= 3; number += 1) {
      const next = nextShare(current, 3);
      expect(next?.number).toBe(number);
      amounts.push(next!.amount);
      current = {
        ...current,
        left: current.left - next!.amount,
        claims: [...current.claims, share(3, 'held', next!.amount)],
      };
    }
    expect(amounts).toEqual([334, 334, 333]);
    expect(nextShare(current, 3)).toBeUndefined();
  });

  // issue 32: a split divides what is left when it begins, not the whole bill
  it('counts a released share as free again, and another split as its own', () => {
    const current = bill({ claims: [share(2, 'released', 500), share(4, 'paid', 250)], left: 750 });
    expect(nextShare(current, 2)).toEqual({ number: 1, amount: 375 });
    expect(nextShare(current, 4)).toEqual({ number: 2, amount: 250 });
  });

  it('splits what is left, and asks nothing of a paid bill', () => {
    expect(nextShare(bill({ left: 200 }), 2)).toEqual({ number: 1, amount: 100 });
    expect(nextShare(bill({ left: 0 }), 2)).toBeUndefined();
  });
});

describe('canPickMore', () => {
  it('stops at the units left of a line', () => {
    const open = bill();
    expect(canPickMore(open, {}, open.lines[0]!)).toBe(true);
    expect(canPickMore(open, { 'order-line:1': 1 }, open.lines[0]!)).toBe(false);
  });

  it('stops where the picks would cost more than is left of the bill (others paid amounts)', () => {
    const partlyPaid = bill({ paid: 650, left: 350 });
    // Hummus 3.00 fits the 3.50 left; Tea 4.00 does not, nor Tea after the Hummus
    expect(canPickMore(partlyPaid, {}, partlyPaid.lines[0]!)).toBe(true);
    expect(canPickMore(partlyPaid, {}, partlyPaid.lines[1]!)).toBe(false);
    expect(canPickMore(partlyPaid, { 'order-line:1': 1 }, partlyPaid.lines[1]!)).toBe(false);
  });
});

describe('typedAmount and tips', () => {
  it('reads amounts with a point or a comma and at most two decimals', () => {
    expect(typedAmount('12')).toBe(1200);
    expect(typedAmount(' 12,5 ')).toBe(1250);
    expect(typedAmount('0.05')).toBe(5);
    expect(typedAmount('12.505')).toBeUndefined();
    expect(typedAmount('-3')).toBeUndefined();
    expect(typedAmount('')).toBeUndefined();
  });

  it('reads the digits and the decimal separator of an Arabic keyboard', () => {
    expect(typedAmount('٢')).toBe(200);
    expect(typedAmount('٥٫٥٠')).toBe(550);
    expect(typedAmount('۱۲,۵')).toBe(1250);
  });

  it('rounds a tip to the cent', () => {
    expect(tipOf(1250, 10)).toBe(125);
    expect(tipOf(333, 15)).toBe(50);
    expect(tipOf(1000, 0)).toBe(0);
  });
});
