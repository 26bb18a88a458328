import { InvoiceService, type Logger } from '@e-invoice-eu/core';
import { type Database, schema } from '@tavola/db';
import { isBusinessBuyer, mayReadOrder, type OrderReader, resolveText, toLocalMoment } from '@tavola/domain';
import { isLocale, serverTranslator } from '@tavola/i18n';
import { and, asc, eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import { invoiceSeller } from '../receipts';
import { type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import { eInvoiceSeller } from './e-invoice-seller';
import { xrechnungInvoice } from './xrechnung-invoice';

export interface EInvoiceFile {
  xml: string;
  filename: string;
}

/**
 * Issue 36 (decision 088): a business guest's order as an XRechnung (UBL), for whoever may read
 * the order. Only an order with an invoice number (paid, or handed over when paid on site)
 * and a business buyer has one; the seller needs a VAT ID or tax number.
 */
export async function orderEInvoice(
  db: Database,
  restaurant: RestaurantRow,
  request: { orderId: number; token: string | undefined; reader: OrderReader },
  logger: Logger,
): Promise<EInvoiceFile> {
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, request.orderId), eq(schema.orders.restaurantId, restaurant.id)));
  if (!order || !mayReadOrder(order, request.token, request.reader)) throw notFound('order_not_exist');
  if (order.invoiceNumber === null) throw new HttpError(409, 'e_invoice_not_invoiced');
  if (!isBusinessBuyer(order.contact)) throw new HttpError(409, 'e_invoice_no_business_buyer');
  const seller = eInvoiceSeller(invoiceSeller(restaurant, order));
  if (!seller.vatId && !seller.taxNumber) throw new HttpError(409, 'e_invoice_seller_incomplete');

  const rows = await db
    .select()
    .from(schema.orderProducts)
    .where(eq(schema.orderProducts.orderId, order.id))
    .orderBy(asc(schema.orderProducts.id));
  const locale = isLocale(order.lang) ? order.lang : restaurantLocale(restaurant);
  const lines = rows.map((row) => ({
    name: resolveText(row.name, locale, restaurantLocale(restaurant)),
    quantity: row.quantity,
    // the line's gross per rate as placed (decision 086); none on lines placed before it was kept
    taxParts: row.taxParts.length > 0 || row.totalPrice === 0 ? row.taxParts : undefined,
  }));
  const t = serverTranslator(locale);
  const invoice = lines.every((line) => line.taxParts !== undefined)
    ? xrechnungInvoice({
        order,
        lines: lines.map((line) => ({ ...line, taxParts: line.taxParts ?? [] })),
        seller,
        // the date of supply (decision 084): the wanted time, or when it was placed
        supplyDate: toLocalMoment((order.deliveryTime ?? order.createdAt).getTime(), restaurant.timeZone)
          .date,
        tipTaxable: restaurantSettings(restaurant).tip_taxable,
        texts: {
          voucher: t('e_invoice_voucher'),
          delivery: t('e_invoice_delivery'),
          tip: t('e_invoice_tip'),
        },
      })
    : null;
  if (!invoice) throw new HttpError(409, 'e_invoice_lines_unknown');
  // the library checks its input against its EN 16931 schema before it writes the XML
  const xml = await new InvoiceService(logger).generate(invoice, { format: 'XRECHNUNG-UBL', lang: locale });
  return { xml: String(xml), filename: `invoice-${restaurant.slug}-${order.invoiceNumber}.xml` };
}
