import { allocate, type LineTaxPart, netOf, type RateBasisPoints, type TaxLine } from '../tax';
import { billLineTarget } from './bill-lines';

/**
 * Issue 36: the VAT in what one guest paid of a table's shared bill (decision 090). The
 * invoices are the orders' (each round its own number); a payer's receipt says which part of
 * them this payment was, per rate, from what the orders stored when they were placed.
 */

/** An order on the bill as it was stored: its total, its tip, its tax lines and its lines' parts. */
export interface BillOrderTax {
  id: number;
  total: number;
  tip: number;
  taxLines: readonly TaxLine[];
  lines: readonly { id: number; taxParts: readonly LineTaxPart[] }[];
}

export interface ClaimTaxInput {
  orders: readonly BillOrderTax[];
  /** what the restaurant added to the bill (SPEC §7 externalBasketItems): no VAT rate is known */
  added: readonly { id: number; unitPrice: number; quantity: number }[];
  /** what the guest paid of the bill (amount), on top of it their tip, and for items, each line taken */
  claim: { amount: number; tip: number; lines: readonly { key: string; amount: number }[] };
  /** the restaurant keeps tips: a tip is consideration and taxed (decision 084) */
  tipTaxable: boolean;
}

export interface ClaimTax {
  /** per rate, ascending: the gross paid at it, its net and VAT */
  lines: TaxLine[];
  /** tips outside VAT: the guest's own and the orders' tips the part paid */
  untaxedTip: number;
  /** paid for items the restaurant added, whose rate the bill does not know */
  unrated: number;
  /** the guest's own tip, taxed with their part (the restaurant keeps tips); else 0 */
  taxedTip: number;
}

/** Where money of the bill sits: at a VAT rate, in a tip outside VAT, or in an added item. */
type Bucket = { rate: RateBasisPoints } | 'tip' | 'unrated';

/** Weighted buckets, highest rate first so that allocate gives a tie's cent to the higher rate. */
type Weighted = { bucket: Bucket; weight: number }[];

const byRateDescending = (parts: readonly { rate: RateBasisPoints; gross: number }[]): Weighted =>
  [...parts]
    .sort((a, b) => b.rate - a.rate)
    .map((part) => ({ bucket: { rate: part.rate }, weight: part.gross }));

/** An order's tip outside VAT: what its total holds beyond its tax lines. */
const untaxedTipOf = (order: BillOrderTax) =>
  order.total - order.taxLines.reduce((sum, line) => sum + line.gross, 0);

/** The whole bill's money by bucket: the orders' stored rates, their tips outside VAT, the added items. */
function billWeights(input: ClaimTaxInput): Weighted {
  const byRate = new Map<RateBasisPoints, number>();
  for (const order of input.orders)
    for (const line of order.taxLines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.gross);
  return [
    ...byRateDescending([...byRate].map(([rate, gross]) => ({ rate, gross }))),
    { bucket: 'tip', weight: input.orders.reduce((sum, order) => sum + untaxedTipOf(order), 0) },
    { bucket: 'unrated', weight: input.added.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0) },
  ];
}

/** Where one line of a claim of items sits: its order line's stored parts, its order's tip, an added item. */
function lineWeights(input: Pick<ClaimTaxInput, 'orders'>, key: string): Weighted {
  const target = billLineTarget(key);
  const orderRates = (order: BillOrderTax | undefined) =>
    order?.taxLines.length ? byRateDescending(order.taxLines) : null;
  if (target && 'orderProductId' in target) {
    const order = input.orders.find((candidate) =>
      candidate.lines.some((line) => line.id === target.orderProductId),
    );
    const parts = order?.lines.find((line) => line.id === target.orderProductId)?.taxParts ?? [];
    // an order placed before issue 36 kept no parts per line: its order's rates stand in
    return (parts.length ? byRateDescending(parts) : orderRates(order)) ?? [{ bucket: 'unrated', weight: 1 }];
  }
  if (target && 'tipOrderId' in target) {
    const order = input.orders.find((candidate) => candidate.id === target.tipOrderId);
    if (!order || untaxedTipOf(order) > 0) return [{ bucket: 'tip', weight: 1 }];
    // the restaurant kept the tip: it was taxed with the order's goods
    return orderRates(order) ?? [{ bucket: 'tip', weight: 1 }];
  }
  return [{ bucket: 'unrated', weight: 1 }];
}

/** The rates a line a guest took is taxed at, ascending; none for a tip outside VAT or an added item. */
export function claimLineRates(orders: readonly BillOrderTax[], key: string): RateBasisPoints[] {
  return lineWeights({ orders }, key)
    .flatMap(({ bucket, weight }) => (typeof bucket === 'object' && weight !== 0 ? [bucket.rate] : []))
    .sort((a, b) => a - b);
}

/**
 * A paid claim's VAT (decision 090), one rule for every way of paying:
 * - items: each line's paid amount (its units' share of what the order charged, the voucher's
 *   share taken off) is split over its order line's stored parts per rate in proportion; an
 *   order's tip taken as a line stays outside VAT (or follows its order's rates when the
 *   restaurant keeps tips); an item the restaurant added has no rate.
 * - an amount or an equal share: spread over the whole bill in proportion to what it holds per
 *   rate (the orders' stored tax lines), in tips outside VAT, and in added items.
 * - the guest's own tip: outside VAT, or spread over the rates of the part when the restaurant
 *   keeps tips.
 * Every split is by the largest remainder (allocate), ties to the higher rate, so the parts add
 * up to what was paid to the cent; then per rate the net is taken out once (netOf, decision 084).
 */
export function claimTax(input: ClaimTaxInput): ClaimTax {
  const byRate = new Map<RateBasisPoints, number>();
  let untaxedTip = 0;
  let unrated = 0;
  const put = (amount: number, weighted: Weighted) => {
    const parts = allocate(
      amount,
      weighted.map((entry) => entry.weight),
    );
    weighted.forEach(({ bucket }, index) => {
      const part = parts[index] ?? 0;
      if (bucket === 'tip') untaxedTip += part;
      else if (bucket === 'unrated') unrated += part;
      else byRate.set(bucket.rate, (byRate.get(bucket.rate) ?? 0) + part);
    });
  };
  const { claim } = input;
  if (claim.lines.length) for (const line of claim.lines) put(line.amount, lineWeights(input, line.key));
  else put(claim.amount, billWeights(input));
  // the lines of a claim of items add up to its amount; should they not, the rest is spread too
  const placed = claim.lines.reduce((sum, line) => sum + line.amount, 0);
  if (claim.lines.length && placed !== claim.amount) put(claim.amount - placed, billWeights(input));
  const rated = [...byRate].map(([rate, gross]) => ({ rate, gross }));
  const taxedTip = input.tipTaxable && rated.some((part) => part.gross > 0) ? claim.tip : 0;
  put(taxedTip, byRateDescending(rated));
  untaxedTip += claim.tip - taxedTip;
  const lines = [...byRate]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const net = netOf(gross, rate);
      return { rate, gross, net, tax: gross - net };
    });
  return { lines, untaxedTip, unrated, taxedTip };
}
