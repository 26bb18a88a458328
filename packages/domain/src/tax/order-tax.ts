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

/** What one order line charged at one VAT rate (gross, minor units), stored with the line. */
export interface LineTaxPart {
  rate: RateBasisPoints;
  gross: number;
}

/**
 * A line's gross per rate, ascending by rate (decision 086): one part for most lines; a set menu
 * or a product with options or a deposit of another category can span several rates.
 */
export function lineTaxParts(
  line: TaxableLine,
  input: Pick<OrderTaxInput, 'rules' | 'way' | 'date'>,
): LineTaxPart[] {
  const byRate = new Map<RateBasisPoints, number>();
  for (const part of taxablePartsOf(line)) {
    const rate = taxRateOn(input.rules, part.category, input.way, input.date);
    byRate.set(rate, (byRate.get(rate) ?? 0) + part.gross);
  }
  return [...byRate].map(([rate, gross]) => ({ rate, gross })).sort((a, b) => a.rate - b.rate);
}

/**
 * An order's tax lines at the moment it is placed (issue 36), and each line's gross per rate in
 * the order of `input.lines`: stored with it, never recomputed.
 */
export function orderTax(input: OrderTaxInput): TaxSummary & { lineParts: LineTaxPart[][] } {
  const lineParts = input.lines.map((line) => lineTaxParts(line, input));
  const summary = taxLines({
    parts: lineParts.flat(),
    discount: input.discount,
    shipping: input.shipping,
    tip: input.tip,
    tipTaxable: input.tipTaxable,
  });
  return { ...summary, lineParts };
}
