import { allocate } from './allocate';
import type { RateBasisPoints } from './tax-kinds';

/** One VAT rate's share of an order: gross = net + tax, minor units. */
export interface TaxLine {
  rate: RateBasisPoints;
  gross: number;
  net: number;
  tax: number;
}

export interface TaxLinesInput {
  /** what the goods and deposits charged, per rate */
  parts: readonly { rate: RateBasisPoints; gross: number }[];
  discount: number;
  shipping: number;
  tip: number;
  /** whether the tip is part of the taxable amount (the owner's choice, decision 084) */
  tipTaxable: boolean;
}

export interface TaxSummary {
  /** per rate, ascending; together with untaxedTip they add up to the order's total */
  lines: TaxLine[];
  /** the tip shown apart, outside the taxable amount */
  untaxedTip: number;
}

/**
 * The net part of a gross amount at a rate, rounded half away from zero to a whole minor unit:
 * computed once per rate on the rate's total (decision 084), never per line.
 */
export function netOf(gross: number, rate: RateBasisPoints): number {
  const whole = Math.abs(gross);
  const divisor = 10_000 + rate;
  const net = Math.floor((whole * 20_000 + divisor) / (2 * divisor));
  return gross < 0 ? -net : net;
}

/**
 * An order's VAT per rate (decision 084): the voucher's discount, the delivery fee and a taxable
 * tip are spread over the rates in proportion to what the goods charged at each (largest
 * remainder, so nothing is lost to rounding); then each rate's net and tax come from its gross.
 */
export function taxLines(input: TaxLinesInput): TaxSummary {
  const byRate = new Map<RateBasisPoints, number>();
  for (const part of input.parts) byRate.set(part.rate, (byRate.get(part.rate) ?? 0) + part.gross);
  // highest rate first: an amount that cannot be spread (goods all free) goes to it
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  if (rates.length === 0) rates.push(0);
  const goods = rates.map((rate) => byRate.get(rate) ?? 0);
  const taxableTip = input.tipTaxable ? input.tip : 0;
  const discount = allocate(input.discount, goods);
  const shipping = allocate(input.shipping, goods);
  const tip = allocate(taxableTip, goods);
  const at = (parts: number[], index: number) => parts[index] ?? 0;
  const lines = rates
    .map((rate, index) => {
      const gross = at(goods, index) - at(discount, index) + at(shipping, index) + at(tip, index);
      const net = netOf(gross, rate);
      return { rate, gross, net, tax: gross - net };
    })
    .filter((line) => line.gross !== 0)
    .sort((a, b) => a.rate - b.rate);
  return { lines, untaxedTip: input.tip - taxableTip };
}
