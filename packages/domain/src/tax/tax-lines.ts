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

/** One rate's gross before the net is taken out: its goods and its shares of the order's amounts. */
export interface RateShares {
  rate: RateBasisPoints;
  goods: number;
  discount: number;
  shipping: number;
  /** the taxable tip's share; 0 when the tip is not taxable */
  tip: number;
}

/**
 * The voucher's discount, the delivery fee and a taxable tip spread over the rates in
 * proportion to what the goods charged at each (decision 084, largest remainder, so nothing is
 * lost to rounding), highest rate first: an amount that cannot be spread (goods all free) goes to it.
 */
export function rateShares(input: TaxLinesInput): RateShares[] {
  const byRate = new Map<RateBasisPoints, number>();
  for (const part of input.parts) byRate.set(part.rate, (byRate.get(part.rate) ?? 0) + part.gross);
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  if (rates.length === 0) rates.push(0);
  const goods = rates.map((rate) => byRate.get(rate) ?? 0);
  const taxableTip = input.tipTaxable ? input.tip : 0;
  const discount = allocate(input.discount, goods);
  const shipping = allocate(input.shipping, goods);
  const tip = allocate(taxableTip, goods);
  const at = (parts: number[], index: number) => parts[index] ?? 0;
  return rates.map((rate, index) => ({
    rate,
    goods: at(goods, index),
    discount: at(discount, index),
    shipping: at(shipping, index),
    tip: at(tip, index),
  }));
}

/** A rate's gross: its goods less its share of the discount, plus its shares of fee and taxable tip. */
export const grossOf = (shares: RateShares): number =>
  shares.goods - shares.discount + shares.shipping + shares.tip;

/**
 * An order's VAT per rate (decision 084): the amounts spread over the rates (rateShares), then
 * each rate's net and tax come from its gross.
 */
export function taxLines(input: TaxLinesInput): TaxSummary {
  const lines = rateShares(input)
    .map((shares) => {
      const gross = grossOf(shares);
      const net = netOf(gross, shares.rate);
      return { rate: shares.rate, gross, net, tax: gross - net };
    })
    .filter((line) => line.gross !== 0)
    .sort((a, b) => a.rate - b.rate);
  const taxableTip = input.tipTaxable ? input.tip : 0;
  return { lines, untaxedTip: input.tip - taxableTip };
}
