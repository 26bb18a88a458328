import type { Database } from '@tavola/db';
import { billLineTarget, claimReceiptOf, tableInvoiceOf } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { HttpError, notFound } from '../../lib/http-error';
import {
  claimReceiptDocument,
  invoiceSeller,
  receiptOfOrder,
  receiptPdf,
  tableInvoiceDocument,
} from '../receipts';
import { type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import { billOrders, billTableName } from './bill-orders.repository';
import { type LoadedTableBill, loadTableBill } from './load-table-bill';
import type { TablePaymentRow } from './table-bill.repository';

/** The items the restaurant added to the bill, as its lines hold them (their amount is price × quantity). */
const addedItems = (loaded: LoadedTableBill) =>
  loaded.bill.lines.flatMap((line) => {
    const target = billLineTarget(line.key);
    if (!target || !('externalItemId' in target)) return [];
    return [
      {
        id: target.externalItemId,
        name: loaded.names.get(line.key) ?? '',
        quantity: line.quantity,
        unitPrice: line.quantity ? Math.round(line.amount / line.quantity) : line.amount,
      },
    ];
  });

/**
 * A payer's receipt for one paid part of a table's bill (issue 36, decision 090), in a language.
 * A claim not on this bill is not found; one not paid (being paid, or let go) has no receipt
 * (409). An amount is spread over the orders the bill held when it was claimed, so a round
 * ordered afterwards never changes the receipt; invoice numbers appear once the bill closes.
 */
export async function claimReceipt(
  db: Database,
  restaurant: RestaurantRow,
  session: TablePaymentRow,
  claimId: number,
  locale: Locale,
) {
  const loaded = await loadTableBill(db, session, { locale, fallback: restaurantLocale(restaurant) });
  const claim = loaded.claims.find((candidate) => candidate.id === claimId);
  if (!claim) throw notFound('table_claim_not_exist');
  if (claim.state !== 'paid') throw new HttpError(409, 'table_claim_not_paid');
  // the orders the part was paid from: those on the bill when it was claimed, and any it took items of
  const took = (round: { order: { id: number }; lines: { id: number }[] }) =>
    claim.lines.some((line) => {
      const target = billLineTarget(line.key);
      if (target && 'orderProductId' in target)
        return round.lines.some(({ id }) => id === target.orderProductId);
      return target !== undefined && 'tipOrderId' in target && target.tipOrderId === round.order.id;
    });
  const rounds = (await billOrders(db, restaurant.id, loaded.orderIds)).filter(
    (round) => round.order.createdAt <= claim.createdAt || took(round),
  );
  const receipt = claimReceiptOf({
    seller: invoiceSeller(restaurant, rounds[0]?.order ?? { seller: null }),
    timeZone: restaurant.timeZone,
    currency: restaurant.currency,
    table: await billTableName(db, session.tableId),
    tipTaxable: restaurantSettings(restaurant).tip_taxable,
    orders: rounds.map(({ order, lines }) => ({
      id: order.id,
      invoiceNumber: order.invoiceNumber,
      total: order.total,
      tip: order.tip,
      taxLines: order.taxLines,
      lines: lines.map((line) => ({ id: line.id, taxParts: line.taxParts })),
    })),
    added: addedItems(loaded),
    claim: {
      id: claim.id,
      name: claim.name,
      amount: claim.amount,
      tip: claim.tip,
      settledAt: (claim.settledAt ?? claim.createdAt).getTime(),
      lines: claim.lines.map((line) => ({ ...line, name: loaded.names.get(line.key) ?? '' })),
    },
  });
  return { receipt, document: claimReceiptDocument(receipt, locale, restaurant) };
}

/** The payer's receipt as a PDF to attach to their mail. */
export async function claimReceiptAttachment(
  db: Database,
  restaurant: RestaurantRow,
  session: TablePaymentRow,
  claimId: number,
  locale: Locale,
) {
  const { document } = await claimReceipt(db, restaurant, session, claimId, locale);
  return {
    filename: claimReceiptFileName(claimId),
    contentType: 'application/pdf' as const,
    content: await receiptPdf(document),
  };
}

export const claimReceiptFileName = (claimId: number) => `receipt-table-part-${claimId}.pdf`;

/**
 * A table's invoice (issue 36, decision 090): every round of the closed bill with its own
 * invoice number and items, and the whole table's totals. An open bill has none yet (409).
 */
export async function tableInvoice(
  db: Database,
  restaurant: RestaurantRow,
  session: TablePaymentRow,
  locale: Locale,
) {
  if (session.state !== 'paid' || !session.closedAt) throw new HttpError(409, 'table_invoice_bill_open');
  const loaded = await loadTableBill(db, session, { locale, fallback: restaurantLocale(restaurant) });
  const rounds = await billOrders(db, restaurant.id, loaded.orderIds);
  const invoice = tableInvoiceOf({
    seller: invoiceSeller(restaurant, rounds[0]?.order ?? { seller: null }),
    timeZone: restaurant.timeZone,
    currency: restaurant.currency,
    table: await billTableName(db, session.tableId),
    closedAt: session.closedAt.getTime(),
    rounds: rounds.map(({ order, lines }) => receiptOfOrder(restaurant, order, lines, locale)),
    added: addedItems(loaded),
  });
  return {
    invoice,
    document: tableInvoiceDocument(invoice, locale, restaurant),
    fileName: `table-invoice-${session.id}.pdf`,
  };
}
