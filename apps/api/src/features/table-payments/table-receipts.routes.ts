import {
  type TableInvoiceQuery,
  tableInvoiceQuerySchema,
  tablePartReceiptQuerySchema,
} from '@tavola/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { pdfHrefOf, sendReceiptDocument } from '../receipts';
import type { RestaurantRow } from '../restaurants';
import { claimReceipt, claimReceiptFileName, findTablePayment, tableInvoice } from '../table-bill';

const produces = ['text/html', 'application/pdf'];
const partDescription =
  'Issue 36 (decision 090): a payer’s receipt for one paid part of a table’s bill — what they paid, the items they took ' +
  'or the part of the bill, the tip, the VAT per rate in it, and the table’s orders with their invoice numbers once ' +
  'given — as a printable page (`format=html`) or a PDF (`format=pdf`). A receipt of a payment, not an invoice. ' +
  '404: not this restaurant’s bill, or not a part of it; 409: the part is not paid.';
const invoiceDescription =
  'Issue 36 (decision 090): the invoice of a table’s closed bill — every round with its own invoice number and items, ' +
  'and the whole table’s totals and VAT per rate — as a printable page or a PDF. 404: not this restaurant’s bill; ' +
  '409: the bill is still open.';

/**
 * Issue 36: a payer's receipt and a table's invoice. The guests' are opened by plain links,
 * which carry no bearer token: the bill's handle is the credential, as the bill page's own
 * address holds it (every guest at the table sees every part of the bill there). The manager's
 * invoice takes the manager's token; the manager area downloads it with its client.
 */
export function tableReceiptRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, requireRestaurant } = deps;

  const billOf = async (restaurant: RestaurantRow, tablePaymentId: string) => {
    // another restaurant's bill is not found, as an unknown one
    const session = await findTablePayment(db, restaurant.id, tablePaymentId);
    if (!session) throw notFound('table_payment_not_exist');
    return session;
  };

  /** the closed bill's invoice, for whoever the route let in */
  const sendInvoice = async (
    request: FastifyRequest<{ Querystring: TableInvoiceQuery }>,
    reply: FastifyReply,
    restaurant: RestaurantRow,
  ) => {
    const session = await billOf(restaurant, request.query.tablePaymentId);
    const { document, fileName } = await tableInvoice(db, restaurant, session, requestLocale(request));
    return sendReceiptDocument(reply, document, fileName, request.query.format, pdfHrefOf(request));
  };

  return async (app) => {
    app.get(
      '/table-payments/part-receipt',
      {
        config: { public: true, noStore: true, answers: [409] },
        schema: {
          tags: ['table-payments'],
          description: partDescription,
          querystring: tablePartReceiptQuerySchema,
          produces,
        },
      },
      async (request, reply) => {
        const { restaurantId, tablePaymentId, claimId, format } = request.query;
        const restaurant = await requireRestaurant(restaurantId);
        const session = await billOf(restaurant, tablePaymentId);
        const { document } = await claimReceipt(db, restaurant, session, claimId, requestLocale(request));
        return sendReceiptDocument(
          reply,
          document,
          claimReceiptFileName(claimId),
          format,
          pdfHrefOf(request),
        );
      },
    );

    app.get(
      '/table-payments/invoice',
      {
        config: { public: true, noStore: true, answers: [409] },
        schema: {
          tags: ['table-payments'],
          description: invoiceDescription,
          querystring: tableInvoiceQuerySchema,
          produces,
        },
      },
      async (request, reply) =>
        sendInvoice(request, reply, await requireRestaurant(request.query.restaurantId)),
    );

    app.get(
      '/managers/table-payments/invoice',
      {
        config: { noStore: true, answers: [409] },
        // a guest's or customer's token is refused before its input is even looked at
        preValidation: async (request) => {
          requireManagerId(request.principal);
        },
        schema: {
          tags: ['managers'],
          description: invoiceDescription,
          querystring: tableInvoiceQuerySchema,
          produces,
        },
      },
      async (request, reply) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.query.restaurantId);
        return sendInvoice(request, reply, restaurant);
      },
    );
  };
}
