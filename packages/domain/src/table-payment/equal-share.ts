/**
 * Issue 17 "split N ways": the share of the guest who takes share number `index` (0-based) of
 * `ways` equal shares of `total`. Shares differ by at most one minor unit, the larger ones first,
 * and the N shares sum exactly to the total: 10.00 three ways is 3.34, 3.33, 3.33.
 */
export function equalShare(total: number, ways: number, index: number): number {
  if (!Number.isInteger(ways) || ways < 1) throw new RangeError(`ways must be a whole number ≥ 1: ${ways}`);
  if (index < 0 || index >= ways) return 0;
  const base = Math.floor(total / ways);
  return index < total % ways ? base + 1 : base;
}

/** The shares of one split already held or paid: how many, and what they came to. */
export interface SplitTaken {
  count: number;
  amount: number;
}

/**
 * Issue 32, "split equally" splits what is left: the next share of a split in `ways` is an equal
 * part of what was left when the split began (what is left now and the split's shares taken
 * since), so once someone paid their items, two guests splitting pay half of the rest each. The
 * last share takes what is left, so the shares end the bill exactly; none asks more than is
 * left. Undefined when every share of the split is taken or nothing is left.
 */
export function splitShare(left: number, ways: number, taken: SplitTaken): number | undefined {
  if (taken.count >= ways || left <= 0) return undefined;
  if (taken.count === ways - 1) return left;
  return Math.min(equalShare(left + taken.amount, ways, taken.count), left);
}
