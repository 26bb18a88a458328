import type { Receipt } from './receipt';

/**
 * Issue 36 (decision 085): corrections, never edits. A cancelled or refunded invoice is answered
 * by a credit note: its own number from the same sequence, the invoice it cancels named, dated
 * when it was issued, and every amount of the invoice negated — its lines, totals and each
 * rate's net, tax and gross — so that invoice and credit note add up to nothing, rate by rate.
 * The invoice itself stays as it was issued.
 */
export function creditNoteOf(invoice: Receipt, note: { number: number; issued: string }): Receipt {
  if (invoice.kind !== 'invoice') throw new Error('only an invoice is cancelled by a credit note');
  const negated = (minor: number) => (minor === 0 ? 0 : -minor);
  return {
    ...invoice,
    kind: 'credit_note',
    creditNoteNumber: note.number,
    issued: note.issued,
    lines: invoice.lines.map((line) => ({
      ...line,
      quantity: negated(line.quantity),
      amount: negated(line.amount),
      deposit: negated(line.deposit),
    })),
    goods: negated(invoice.goods),
    deposits: negated(invoice.deposits),
    discount: negated(invoice.discount),
    shipping: negated(invoice.shipping),
    tip: negated(invoice.tip),
    taxable: negated(invoice.taxable),
    taxes: invoice.taxes.map((line) => ({
      ...line,
      gross: negated(line.gross),
      net: negated(line.net),
      tax: negated(line.tax),
    })),
    untaxedTip: negated(invoice.untaxedTip),
    total: negated(invoice.total),
  };
}
