import type { Database } from '@tavola/db';
import { mayReadOrder } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../lib/http-error';
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
  token?: string,
) {
  const order = await findOrder(db, restaurant.id, orderId);
  // like GET /api/order: another restaurant's order, or a wrong token, is not found
  if (!order || (token !== undefined && !mayReadOrder(order, token, undefined)))
    throw notFound('order_not_exist');
  const receipt = receiptOfOrder(restaurant, order, await orderLines(db, order.id), locale);
  return { receipt, document: receiptDocument(receipt, locale, restaurant) };
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

/** The receipt's file name: its invoice number, or the order's before it has one. */
export const receiptFileName = (receipt: { invoiceNumber: number | null; orderId: number }) =>
  receipt.invoiceNumber === null ? `order-${receipt.orderId}.pdf` : `invoice-${receipt.invoiceNumber}.pdf`;

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
