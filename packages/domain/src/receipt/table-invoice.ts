import { formatLocalDateTime } from '../delivery-time';
import { sumTaxLines, type TaxLine } from '../tax';
import { toLocalMoment } from '../zoned-time';
import type { Receipt, ReceiptSeller } from './receipt';

export interface TableInvoiceInput {
  seller: ReceiptSeller;
  timeZone: string;
  currency: string;
  table: string;
  /** when the bill closed */
  closedAt: number;
  /** each order of the bill as its own receipt (receiptOf), oldest first */
  rounds: readonly Receipt[];
  /** what the restaurant added to the bill (SPEC §7 externalBasketItems), no VAT rate known */
  added: readonly { name: string; unitPrice: number; quantity: number }[];
}

/**
 * A table's invoice (issue 36, decision 090): one document for the whole bill, every round
 * with its own invoice number and items, and the table's totals — each the sum of the orders'
 * stored figures, the VAT per rate too (sumTaxLines), so it equals its rounds to the cent.
 */
export interface TableInvoice {
  table: string;
  seller: ReceiptSeller;
  /** YYYY-MM-DD HH:mm in the restaurant's zone */
  closed: string;
  rounds: readonly Receipt[];
  added: { name: string; quantity: number; unitPrice: number; amount: number }[];
  goods: number;
  deposits: number;
  discount: number;
  /** the orders' tips, taxable or not */
  tip: number;
  taxable: number;
  taxes: TaxLine[];
  untaxedTip: number;
  /** the added items' amount, outside the rates */
  unrated: number;
  total: number;
  currency: string;
}

export function tableInvoiceOf(input: TableInvoiceInput): TableInvoice {
  const { rounds } = input;
  const sum = (pick: (round: Receipt) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  const added = input.added.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    amount: item.unitPrice * item.quantity,
  }));
  const unrated = added.reduce((total, item) => total + item.amount, 0);
  return {
    table: input.table,
    seller: input.seller,
    closed: formatLocalDateTime(toLocalMoment(input.closedAt, input.timeZone)),
    rounds,
    added,
    goods: sum((round) => round.goods),
    deposits: sum((round) => round.deposits),
    discount: sum((round) => round.discount),
    tip: sum((round) => round.tip),
    taxable: sum((round) => round.taxable),
    taxes: sumTaxLines(rounds.map((round) => round.taxes)),
    untaxedTip: sum((round) => round.untaxedTip),
    unrated,
    total: sum((round) => round.total) + unrated,
    currency: input.currency,
  };
}
