import { formatLocalDateTime } from '../delivery-time';
import { type BillOrderTax, claimLineRates, claimTax } from '../table-payment';
import type { RateBasisPoints, TaxLine } from '../tax';
import { toLocalMoment } from '../zoned-time';
import type { ReceiptSeller } from './receipt';

/** An order of the table's bill as the payer's receipt names it: its number, its invoice's once given. */
export interface BillRound extends BillOrderTax {
  invoiceNumber: number | null;
}

export interface ClaimReceiptInput {
  seller: ReceiptSeller;
  timeZone: string;
  currency: string;
  table: string;
  /** the restaurant keeps tips (decision 084) */
  tipTaxable: boolean;
  orders: readonly BillRound[];
  added: readonly { id: number; unitPrice: number; quantity: number }[];
  claim: {
    id: number;
    /** the name the guest showed the table, if any */
    name: string | null;
    amount: number;
    tip: number;
    /** when it was paid */
    settledAt: number;
    /** for a claim of items: each line it took, named in the reader's language */
    lines: readonly { key: string; name: string; quantity: number; amount: number }[];
  };
}

/**
 * A payer's receipt for their part of a table's bill (issue 36, decision 090): a receipt of a
 * payment, not an invoice — the invoices are the table's orders', which it names — with the VAT
 * in what was paid per rate (claimTax).
 */
export interface ClaimReceipt {
  claimId: number;
  table: string;
  payer: string | null;
  seller: ReceiptSeller;
  /** when the part was paid, YYYY-MM-DD HH:mm in the restaurant's zone */
  paid: string;
  /** the bill's orders, oldest first, with their invoice numbers once given (when the bill closes) */
  invoices: { orderId: number; invoiceNumber: number | null }[];
  /** the items a claim of items took; empty for an amount or a share */
  lines: { name: string; quantity: number; amount: number; rates: RateBasisPoints[] }[];
  /** the part of the bill paid */
  amount: number;
  tip: number;
  /** the tip is inside the taxable amount (the restaurant keeps tips) */
  tipTaxed: boolean;
  /** what the rates add up to */
  taxable: number;
  taxes: TaxLine[];
  /** tips outside VAT: the guest's own, and the orders' tips their part paid */
  untaxedTip: number;
  /** paid for items the restaurant added, whose rate the bill does not know */
  unrated: number;
  /** amount and tip */
  total: number;
  currency: string;
}

export function claimReceiptOf(input: ClaimReceiptInput): ClaimReceipt {
  const { claim, orders } = input;
  const tax = claimTax({
    orders,
    added: input.added,
    claim: { amount: claim.amount, tip: claim.tip, lines: claim.lines },
    tipTaxable: input.tipTaxable,
  });
  return {
    claimId: claim.id,
    table: input.table,
    payer: claim.name,
    seller: input.seller,
    paid: formatLocalDateTime(toLocalMoment(claim.settledAt, input.timeZone)),
    invoices: orders.map((order) => ({ orderId: order.id, invoiceNumber: order.invoiceNumber })),
    lines: claim.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      amount: line.amount,
      rates: claimLineRates(orders, line.key),
    })),
    amount: claim.amount,
    tip: claim.tip,
    tipTaxed: tax.taxedTip > 0,
    taxable: tax.lines.reduce((sum, line) => sum + line.gross, 0),
    taxes: tax.lines,
    untaxedTip: tax.untaxedTip,
    unrated: tax.unrated,
    total: claim.amount + claim.tip,
    currency: input.currency,
  };
}
