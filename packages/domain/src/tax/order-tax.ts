import type { RateRule } from './default-tax-rates';
import type { WayOfOrdering } from './tax-kinds';
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

/** An order's tax lines at the moment it is placed (issue 36): stored with it, never recomputed. */
export function orderTax(input: OrderTaxInput): TaxSummary {
  const parts = input.lines.flatMap(taxablePartsOf).map((part) => ({
    rate: taxRateOn(input.rules, part.category, input.way, input.date),
    gross: part.gross,
  }));
  return taxLines({
    parts,
    discount: input.discount,
    shipping: input.shipping,
    tip: input.tip,
    tipTaxable: input.tipTaxable,
  });
}
