import type { Database } from '@tavola/db';
import type { Receipt } from '@tavola/domain';
import { creditNoteOf, formatLocalDateTime, mayReadOrder, toLocalMoment } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import type { FastifyReply } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error';
import type { RestaurantRow } from '../restaurants';
import { findOrder, type OrderLineRow, type OrderRow, orderLines } from './receipt.repository';
import { type ReceiptDocument, receiptDocument } from './receipt-document';
import { receiptHtml } from './receipt-html';
import { receiptOfOrder } from './receipt-of-order';
import { receiptPdf } from './receipt-pdf';

/** An order's receipt in a language, as the words and figures both formats show. */
export async function orderReceipt(
  db: Database,
  restaurant: RestaurantRow,
  orderId: number,
  locale: Locale,
  /** the guest's order token; undefined: the caller already may read every order of the restaurant */
  token: string | undefined,
  /** the order's receipt (an invoice or a confirmation), or the credit note that cancelled its invoice */
  kind: 'receipt' | 'credit_note' = 'receipt',
) {
  const order = await findOrder(db, restaurant.id, orderId);
  // like GET /api/order: another restaurant's order, or a wrong token, is not found
  if (!order || (token !== undefined && !mayReadOrder(order, token, undefined)))
    throw notFound('order_not_exist');
  const invoice = receiptOfOrder(restaurant, order, await orderLines(db, order.id), locale);
  const receipt = kind === 'credit_note' ? creditNoteOfOrder(invoice, order, restaurant.timeZone) : invoice;
  return { receipt, document: receiptDocument(receipt, locale, restaurant) };
}

/** Issue 36: the credit note of an invoiced order that was cancelled or refunded (409 for any other). */
function creditNoteOfOrder(invoice: Receipt, order: OrderRow, timeZone: string): Receipt {
  if (order.creditNoteNumber === null || invoice.kind !== 'invoice')
    throw new HttpError(409, 'credit_note_none');
  // orders credited before migration 0016 kept no moment: their last change is the closest record
  const issuedAt = (order.creditedAt ?? order.updatedAt).getTime();
  return creditNoteOf(invoice, {
    number: order.creditNoteNumber,
    issued: formatLocalDateTime(toLocalMoment(issuedAt, timeZone)),
  });
}

/** The order's receipt as a PDF file in a language, as the guest's confirmation mail attaches it. */
export async function receiptAttachment(
  restaurant: RestaurantRow,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  locale: Locale,
) {
  const receipt = receiptOfOrder(restaurant, order, lines, locale);
  return {
    filename: receiptFileName(receipt),
    contentType: 'application/pdf' as const,
    content: await receiptPdf(receiptDocument(receipt, locale, restaurant)),
  };
}

/** The receipt's file name: its credit note's or invoice's number, or the order's before it has one. */
export function receiptFileName(receipt: Receipt): string {
  if (receipt.creditNoteNumber !== null) return `credit-note-${receipt.creditNoteNumber}.pdf`;
  return receipt.invoiceNumber === null
    ? `order-${receipt.orderId}.pdf`
    : `invoice-${receipt.invoiceNumber}.pdf`;
}

/** Answers the receipt as its page or its PDF; neither is kept by a cache (it carries the guest's data). */
export async function sendReceipt(
  reply: FastifyReply,
  { receipt, document }: Awaited<ReturnType<typeof orderReceipt>>,
  format: 'html' | 'pdf',
  pdfHref: string,
) {
  return sendReceiptDocument(reply, document, receiptFileName(receipt), format, pdfHref);
}

/** Any receipt document (an order's, a payer's part of a table bill, a table's invoice) as its page or PDF. */
export async function sendReceiptDocument(
  reply: FastifyReply,
  document: ReceiptDocument,
  fileName: string,
  format: 'html' | 'pdf',
  pdfHref: string,
) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if (format === 'pdf')
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(await receiptPdf(document));
  const { page, policy } = receiptHtml(document, pdfHref);
  return reply.type('text/html; charset=utf-8').header('content-security-policy', policy).send(page);
}
