/**
 * Splits a whole amount of minor units in proportion to weights, by the largest remainder:
 * the parts are whole, add up to the amount exactly, and ties go to the earlier weight.
 * All weights zero: the amount goes to the first (callers decide what "first" means).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const sign = amount < 0 ? -1 : 1;
  const whole = Math.abs(amount);
  const exact = weights.map((weight) => (whole * weight) / sum);
  const parts = exact.map(Math.floor);
  const left = whole - parts.reduce((total, part) => total + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const bumped = new Set(byRemainder.slice(0, left).map(({ index }) => index));
  return parts.map((part, index) => sign * (bumped.has(index) ? part + 1 : part));
}
