import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClaimRequest, decideClaim } from './decide-claim';
import { type BillClaim, tableBill } from './table-bill';

const lines = [
  { key: 'order-line:1', unitPrice: 450, quantity: 2 },
  { key: 'order-line:2', unitPrice: 1290, quantity: 1 },
];
const total = 2190;

describe('decideClaim: items', () => {
  it('prices the units claimed', () => {
    const verdict = decideClaim(tableBill(total, lines, []), {
      kind: 'items',
      items: [{ key: 'order-line:1', quantity: 1 }],
    });
    expect(verdict).toEqual({
      ok: true,
      amount: 450,
      lines: [{ key: 'order-line:1', quantity: 1, amount: 450 }],
    });
  });
  it('refuses the second of two units when one is held and one paid', () => {
    const bill = tableBill(total, lines, [
      { state: 'held', amount: 450, tip: 0, lines: [{ key: 'order-line:1', quantity: 1 }] },
      { state: 'paid', amount: 450, tip: 0, lines: [{ key: 'order-line:1', quantity: 1 }] },
    ]);
    expect(decideClaim(bill, { kind: 'items', items: [{ key: 'order-line:1', quantity: 1 }] })).toEqual({
      ok: false,
      problem: 'more_than_left',
      key: 'order-line:1',
    });
  });
  it('adds up one item named twice, and refuses it above its quantity', () => {
    const twice = [
      { key: 'order-line:1', quantity: 2 },
      { key: 'order-line:1', quantity: 1 },
    ];
    expect(decideClaim(tableBill(total, lines, []), { kind: 'items', items: twice })).toMatchObject({
      ok: false,
      problem: 'more_than_left',
    });
  });
  it('refuses an item not on the bill, zero units and no items', () => {
    const bill = tableBill(total, lines, []);
    expect(decideClaim(bill, { kind: 'items', items: [{ key: 'order-line:9', quantity: 1 }] })).toMatchObject(
      {
        problem: 'unknown_item',
      },
    );
    expect(decideClaim(bill, { kind: 'items', items: [{ key: 'order-line:1', quantity: 0 }] })).toMatchObject(
      {
        problem: 'not_positive',
      },
    );
    expect(decideClaim(bill, { kind: 'items', items: [] })).toMatchObject({ problem: 'not_positive' });
  });
  it('refuses items worth more than the money left after amounts paid, saying so (not taken by someone)', () => {
    const bill = tableBill(total, lines, [{ state: 'paid', amount: 1800, tip: 0, lines: [] }]);
    expect(decideClaim(bill, { kind: 'items', items: [{ key: 'order-line:2', quantity: 1 }] })).toMatchObject(
      {
        ok: false,
        problem: 'items_over_left',
      },
    );
  });
});

describe('decideClaim: amounts', () => {
  it('takes up to exactly what is left', () => {
    const bill = tableBill(total, lines, [{ state: 'held', amount: 190, tip: 0, lines: [] }]);
    expect(decideClaim(bill, { kind: 'amount', amount: 2000 })).toMatchObject({ ok: true, amount: 2000 });
    expect(decideClaim(bill, { kind: 'amount', amount: 2001 })).toMatchObject({ problem: 'more_than_left' });
  });
  it('refuses zero, negative and fractional amounts', () => {
    const bill = tableBill(total, lines, []);
    for (const amount of [0, -100, 1.5])
      expect(decideClaim(bill, { kind: 'amount', amount })).toMatchObject({ problem: 'not_positive' });
  });
  it('refuses anything once the bill is paid', () => {
    const bill = tableBill(total, lines, [{ state: 'paid', amount: total, tip: 0, lines: [] }]);
    expect(decideClaim(bill, { kind: 'amount', amount: 1 })).toEqual({ ok: false, problem: 'nothing_left' });
  });
});

describe('decideClaim: equal shares', () => {
  it('gives three guests 7.30 each of 21.90, the last one the rest', () => {
    const claims: BillClaim[] = [];
    for (let taken = 0; taken < 3; taken += 1) {
      const verdict = decideClaim(tableBill(total, lines, claims), {
        kind: 'share',
        ways: 3,
        sharesTaken: taken,
      });
      if (!verdict.ok) throw new Error(verdict.problem);
      claims.push({ state: 'held', amount: verdict.amount, tip: 0, lines: [] });
    }
    expect(claims.map((claim) => claim.amount)).toEqual([730, 730, 730]);
  });
  it('refuses a fifth share of four', () => {
    expect(
      decideClaim(tableBill(total, lines, []), { kind: 'share', ways: 4, sharesTaken: 4 }),
    ).toMatchObject({
      problem: 'more_than_left',
    });
  });
  it('caps a share at what is left', () => {
    const bill = tableBill(total, lines, [{ state: 'paid', amount: 2000, tip: 0, lines: [] }]);
    expect(decideClaim(bill, { kind: 'share', ways: 2, sharesTaken: 0 })).toMatchObject({
      ok: true,
      amount: 190,
    });
  });
});

describe('decideClaim never lets the claims exceed the bill', () => {
  const request = fc.oneof(
    fc.record({
      kind: fc.constant('items' as const),
      items: fc.array(
        fc.record({
          key: fc.constantFrom('order-line:1', 'order-line:2'),
          quantity: fc.integer({ min: -1, max: 3 }),
        }),
        { maxLength: 3 },
      ),
    }),
    fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: -100, max: 2500 }) }),
    fc.record({
      kind: fc.constant('share' as const),
      ways: fc.integer({ min: 1, max: 5 }),
      sharesTaken: fc.nat(5),
    }),
  );
  it('in money and in units, whatever guests ask in whatever order', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 12 }), (requests) => {
        const claims: BillClaim[] = [];
        for (const asked of requests) {
          const verdict = decideClaim(tableBill(total, lines, claims), asked as ClaimRequest);
          if (verdict.ok)
            claims.push({ state: 'held', amount: verdict.amount, tip: 0, lines: verdict.lines });
        }
        const bill = tableBill(total, lines, claims);
        expect(bill.held).toBeLessThanOrEqual(total);
        for (const line of bill.lines) expect(line.heldQuantity).toBeLessThanOrEqual(line.quantity);
      }),
    );
  });
});
