import type { RateRule } from './default-tax-rates';
import type { RateBasisPoints, WayOfOrdering } from './tax-kinds';
import { type TaxSummary, taxLines } from './tax-lines';
import { taxRateOn } from './tax-rate-on';
import { type TaxableLine, taxablePartsOf } from './taxable-parts';

export interface OrderTaxInput {
  lines: readonly TaxableLine[];
  /** the restaurant's rules: its country's and the owner's (restaurantRateRules) */
  rules: readonly RateRule[];
  way: WayOfOrdering;
  /** the date of supply, YYYY-MM-DD in the restaurant's zone */
  date: string;
  discount: number;
  shipping: number;
  tip: number;
  tipTaxable: boolean;
}

/** What one order line charged at each rate, ascending by rate; kept with the line (decision 088). */
export type LineTaxParts = { rate: RateBasisPoints; gross: number }[];

export interface OrderTaxSummary extends TaxSummary {
  /** per input line, in its order: what it charged at each rate */
  lineParts: LineTaxParts[];
}

/** An order's tax lines at the moment it is placed (issue 36): stored with it, never recomputed. */
export function orderTax(input: OrderTaxInput): OrderTaxSummary {
  const lineParts = input.lines.map((line) => {
    const byRate = new Map<RateBasisPoints, number>();
    for (const part of taxablePartsOf(line)) {
      const rate = taxRateOn(input.rules, part.category, input.way, input.date);
      byRate.set(rate, (byRate.get(rate) ?? 0) + part.gross);
    }
    return [...byRate]
      .map(([rate, gross]) => ({ rate, gross }))
      .filter((part) => part.gross !== 0)
      .sort((a, b) => a.rate - b.rate);
  });
  const summary = taxLines({
    parts: lineParts.flat(),
    discount: input.discount,
    shipping: input.shipping,
    tip: input.tip,
    tipTaxable: input.tipTaxable,
  });
  return { ...summary, lineParts };
}
