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
