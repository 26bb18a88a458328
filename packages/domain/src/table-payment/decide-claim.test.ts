import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClaimRequest, decideClaim } from './decide-claim';
import { type BillClaim, tableBill } from './table-bill';

const lines = [
  { key: 'order-line:1', quantity: 2, amount: 900 },
  { key: 'order-line:2', quantity: 1, amount: 1290 },
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
      { state: 'held', amount: 450, tip: 0, lines: [{ key: 'order-line:1', quantity: 1, amount: 450 }] },
      { state: 'paid', amount: 450, tip: 0, lines: [{ key: 'order-line:1', quantity: 1, amount: 450 }] },
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
  /** the shares of a split in `ways` taken one after another, each held */
  function split(claims: BillClaim[], ways: number, count = ways): number[] {
    const amounts: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const mine = claims.filter(
        (claim) => (claim as { ways?: number }).ways === ways && claim.state !== 'released',
      );
      const taken = { count: mine.length, amount: mine.reduce((sum, claim) => sum + claim.amount, 0) };
      const verdict = decideClaim(tableBill(total, lines, claims), { kind: 'share', ways, taken });
      if (!verdict.ok) throw new Error(verdict.problem);
      claims.push({ state: 'held', amount: verdict.amount, tip: 0, lines: [], ways } as BillClaim);
      amounts.push(verdict.amount);
    }
    return amounts;
  }
  it('gives three guests 7.30 each of 21.90, the last one the rest', () => {
    expect(split([], 3)).toEqual([730, 730, 730]);
  });
  it('refuses a fifth share of four', () => {
    expect(
      decideClaim(tableBill(total, lines, []), { kind: 'share', ways: 4, taken: { count: 4, amount: 2190 } }),
    ).toMatchObject({
      problem: 'more_than_left',
    });
  });
  // issue 32: before, the first share was half of the whole bill (13.40 of 26.80 after 13.00 paid
  // by items) and the second what was left (0.40)
  it('splits what is left once someone paid their items: 13.80 left is 6.90 and 6.90', () => {
    const bill = [
      { key: 'order-line:1', quantity: 1, amount: 1300 },
      { key: 'order-line:2', quantity: 1, amount: 1380 },
    ];
    const claims: BillClaim[] = [
      { state: 'paid', amount: 1300, tip: 0, lines: [{ key: 'order-line:1', quantity: 1, amount: 1300 }] },
    ];
    const first = decideClaim(tableBill(2680, bill, claims), {
      kind: 'share',
      ways: 2,
      taken: { count: 0, amount: 0 },
    });
    expect(first).toMatchObject({ ok: true, amount: 690 });
    claims.push({ state: 'held', amount: 690, tip: 0, lines: [] });
    const second = decideClaim(tableBill(2680, bill, claims), {
      kind: 'share',
      ways: 2,
      taken: { count: 1, amount: 690 },
    });
    expect(second).toMatchObject({ ok: true, amount: 690 });
  });
  it('splits what is left after an amount paid, the remainder cents to the first shares', () => {
    const claims: BillClaim[] = [{ state: 'paid', amount: 2000, tip: 0, lines: [] }];
    expect(split(claims, 2)).toEqual([95, 95]);
    expect(split([{ state: 'paid', amount: 1189, tip: 0, lines: [] }], 3)).toEqual([334, 334, 333]);
  });
  it('keeps the split it began with when a share fails, and the last share ends the bill', () => {
    const claims: BillClaim[] = [];
    split(claims, 3, 1);
    claims[0]!.state = 'released';
    // the released share is free again: the split of 21.90 in three starts over
    expect(split(claims, 3)).toEqual([730, 730, 730]);
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
      taken: fc.record({ count: fc.nat(5), amount: fc.nat(2500) }),
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
