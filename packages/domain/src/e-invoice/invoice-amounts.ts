import { allocate } from '../tax/allocate';
import type { LineTaxPart } from '../tax/order-tax';
import type { RateBasisPoints } from '../tax/tax-kinds';
import { grossOf, netOf, rateShares, type TaxLine, taxLines } from '../tax/tax-lines';

export interface InvoiceAmountsInput {
  /** per order line, what it charged at each rate (kept with the line when the order was placed) */
  lineParts: readonly (readonly LineTaxPart[])[];
  discount: number;
  shipping: number;
  /** the tip when it is taxable (the business keeps it), else 0: an untaxed tip is no part of the supply */
  taxableTip: number;
  /** the order's stored tax lines: the invoice's VAT breakdown, never recomputed */
  taxLines: readonly TaxLine[];
}

/** One invoice line: an order line's part at one rate, net (EN 16931 BG-25, BT-131). */
export interface InvoiceLineAmount {
  /** index of the order line */
  line: number;
  rate: RateBasisPoints;
  net: number;
}

/** A document-level allowance (BG-20) or charge (BG-21) at one rate, net. */
export interface DocumentAmount {
  rate: RateBasisPoints;
  net: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLineAmount[];
  /** the voucher's discount */
  allowances: DocumentAmount[];
  deliveryCharges: DocumentAmount[];
  tipCharges: DocumentAmount[];
  /** per rate, ascending (BG-23): the stored tax lines, with a zero line for a rate whose gross came to nothing */
  breakdown: TaxLine[];
}

/**
 * The net amounts of an e-invoice (decision 088) that add up, per rate, to the order's stored
 * tax lines exactly: each allowance and charge is its gross share (spread as decision 084 spread
 * it) with the tax taken out; what remains of the rate's net is split over the lines in
 * proportion to what they charged at it (largest remainder). So Σ lines − allowances + charges
 * is the stored net of each rate (EN 16931 BR-S-08) and the breakdown is the stored one.
 * Null when the lines' parts do not give the stored tax lines (an order placed before its lines
 * kept their parts): then no invoice could be made to agree with the order.
 */
export function invoiceAmounts(input: InvoiceAmountsInput): InvoiceAmounts | null {
  const summaryInput = {
    parts: input.lineParts.flat(),
    discount: input.discount,
    shipping: input.shipping,
    tip: input.taxableTip,
    tipTaxable: true,
  };
  if (!sameTaxLines(taxLines(summaryInput).lines, input.taxLines)) return null;
  const result: InvoiceAmounts = {
    lines: [],
    allowances: [],
    deliveryCharges: [],
    tipCharges: [],
    breakdown: [],
  };
  for (const shares of [...rateShares(summaryInput)].sort((a, b) => a.rate - b.rate)) {
    const { rate } = shares;
    const stored = input.taxLines.find((line) => line.rate === rate) ?? { rate, gross: 0, net: 0, tax: 0 };
    if (grossOf(shares) === 0 && shares.goods === 0) continue;
    const allowance = netOf(shares.discount, rate);
    const tip = netOf(shares.tip, rate);
    const atRate = input.lineParts.map((parts) => parts.find((part) => part.rate === rate)?.gross ?? 0);
    // goods all free at this rate: no line takes the rest, the delivery fee does
    const noLine = atRate.every((gross) => gross === 0);
    const delivery = noLine ? stored.net + allowance - tip : netOf(shares.shipping, rate);
    const lineNets = allocate(stored.net + allowance - delivery - tip, atRate);
    atRate.forEach((gross, line) => {
      if (gross !== 0) result.lines.push({ line, rate, net: lineNets[line] ?? 0 });
    });
    if (allowance !== 0) result.allowances.push({ rate, net: allowance });
    if (delivery !== 0) result.deliveryCharges.push({ rate, net: delivery });
    if (tip !== 0) result.tipCharges.push({ rate, net: tip });
    result.breakdown.push(stored);
  }
  result.lines.sort((a, b) => a.line - b.line || a.rate - b.rate);
  return result;
}

function sameTaxLines(computed: readonly TaxLine[], stored: readonly TaxLine[]): boolean {
  return (
    computed.length === stored.length &&
    computed.every((line, index) => {
      const other = stored[index];
      return (
        other !== undefined &&
        line.rate === other.rate &&
        line.gross === other.gross &&
        line.net === other.net &&
        line.tax === other.tax
      );
    })
  );
}
