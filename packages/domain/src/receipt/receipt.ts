import { formatLocalDateTime } from '../delivery-time';
import type { RateBasisPoints, TaxLine } from '../tax';
import { toLocalMoment } from '../zoned-time';
import { type RecipientContact, recipientOf } from './receipt-recipient';

/** Who sells, as the receipt names it (decision 086); empty identifiers are left out. */
export interface ReceiptSeller {
  /** the legal name, or the restaurant's own name when none was given */
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string;
  taxNumber: string;
}

/**
 * Issue 36: the seller as the invoice named it, kept with the order when its number is given
 * (migration 0016's trigger): an invoice never changes after it is issued, even when the owner
 * later corrects the address or the VAT ID. The e-invoice also needs the contact.
 */
export interface InvoiceSeller extends ReceiptSeller {
  email: string;
  telephone: string;
}

export interface ReceiptLineInput {
  name: string;
  options: readonly string[];
  quantity: number;
  /** per unit, options included, deposit not */
  unitPrice: number;
  /** what the line charged, its deposits included */
  totalPrice: number;
  depotName: string | null;
  /** the line's gross per rate when it was placed; empty on orders placed before issue 36 */
  taxParts: readonly { rate: RateBasisPoints; gross: number }[];
}

export interface ReceiptInput {
  seller: ReceiptSeller;
  timeZone: string;
  order: {
    id: number;
    invoiceNumber: number | null;
    invoicedAt: number | null;
    createdAt: number;
    /** the wanted time, or null for as soon as possible */
    deliveryTime: number | null;
    subtotal: number;
    depotTotal: number;
    discount: number;
    voucherCode: string | null;
    shippingPrice: number;
    tip: number;
    total: number;
    currency: string;
    taxLines: readonly TaxLine[];
    contact: RecipientContact;
  };
  lines: readonly ReceiptLineInput[];
}

export interface ReceiptLine {
  name: string;
  options: readonly string[];
  quantity: number;
  unitPrice: number;
  /** quantity × unit price */
  amount: number;
  /** the deposit the line charged, apart (0 when none) */
  deposit: number;
  depotName: string | null;
  /** the rates the line was taxed at, ascending; empty when the order did not keep them */
  rates: RateBasisPoints[];
}

export interface Receipt {
  /**
   * an invoice once the order has its number; before, an order confirmation (decision 086); a
   * credit note cancels an invoice (its amounts negated, `invoiceNumber` the one it cancels)
   */
  kind: 'invoice' | 'confirmation' | 'credit_note';
  invoiceNumber: number | null;
  /** the credit note's own number, from the invoices' sequence; null on other kinds */
  creditNoteNumber: number | null;
  orderId: number;
  seller: ReceiptSeller;
  /** the date of issue: when the number was given, or for a confirmation when the order was placed; YYYY-MM-DD HH:mm */
  issued: string;
  /** the date of supply (decision 084): the wanted time's date, or the day it was placed */
  supplied: string;
  lines: ReceiptLine[];
  /** the goods without deposits, the deposits, the voucher's discount, the delivery fee */
  goods: number;
  deposits: number;
  discount: number;
  voucherCode: string | null;
  shipping: number;
  /** the tip the guest gave; taxable when the restaurant keeps it (decision 084) */
  tip: number;
  /** the taxable total: what the rates below add up to */
  taxable: number;
  taxes: readonly TaxLine[];
  /** the tip left outside the taxable amount (decision 084); a taxable tip is inside `taxable` */
  untaxedTip: number;
  total: number;
  currency: string;
  /** the guest, named above the small-amount limit (§ 33 UStDV; Art. 26 MWSTG) when known */
  recipient: { name: string; address: string[] } | null;
}

/** An order as a receipt shows it (issue 36, decision 086): its stored amounts, never recomputed. */
export function receiptOf({ seller, timeZone, order, lines }: ReceiptInput): Receipt {
  const taxable = order.taxLines.reduce((sum, line) => sum + line.gross, 0);
  return {
    kind: order.invoiceNumber === null ? 'confirmation' : 'invoice',
    invoiceNumber: order.invoiceNumber,
    creditNoteNumber: null,
    orderId: order.id,
    seller,
    issued: formatLocalDateTime(toLocalMoment(order.invoicedAt ?? order.createdAt, timeZone)),
    supplied: toLocalMoment(order.deliveryTime ?? order.createdAt, timeZone).date,
    lines: lines.map((line) => {
      const amount = line.unitPrice * line.quantity;
      return {
        name: line.name,
        options: line.options,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        amount,
        deposit: line.totalPrice - amount,
        depotName: line.depotName,
        rates: line.taxParts.filter((part) => part.gross !== 0).map((part) => part.rate),
      };
    }),
    goods: order.subtotal - order.depotTotal,
    deposits: order.depotTotal,
    discount: order.discount,
    voucherCode: order.voucherCode,
    shipping: order.shippingPrice,
    tip: order.tip,
    taxable,
    taxes: order.taxLines,
    untaxedTip: order.total - taxable,
    total: order.total,
    currency: order.currency,
    recipient: recipientOf(order.contact, order.total, order.currency),
  };
}
