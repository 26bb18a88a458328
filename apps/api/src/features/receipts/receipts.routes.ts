import { managerReceiptQuerySchema, receiptQuerySchema } from '@tavola/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { managedRestaurant } from '../manager-access';
import { orderReceipt, sendReceipt } from './receipt-answer';

const description =
  'Issue 36 (decision 086): the order’s receipt — an invoice once it has its number, an order confirmation before — ' +
  'as a printable page (`format=html`) or a PDF download (`format=pdf`), in the language the request names. ' +
  'With `document=credit_note`: the credit note that cancelled its invoice (409 when the order has none).';

/** The same request asking for the PDF: the page's download link. */
export const pdfHrefOf = (request: FastifyRequest) => {
  const url = new URL(request.url, 'http://receipt.invalid');
  url.searchParams.set('format', 'pdf');
  return `${url.pathname}${url.search}`;
};

/**
 * Issue 36: the guest's receipt, by the order's token (a plain link carries no bearer token), and
 * the manager's, by the manager's token (the manager area downloads it with its own client, so
 * no order token reaches the back office).
 */
export function receiptRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, requireRestaurant } = deps;
  return async (app) => {
    app.get(
      '/order/receipt',
      {
        config: { public: true, noStore: true, answers: [409] },
        schema: {
          tags: ['order'],
          description,
          querystring: receiptQuerySchema,
          produces: ['text/html', 'application/pdf'],
        },
      },
      async (request, reply) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const { orderId, token, format, document } = request.query;
        const receipt = await orderReceipt(db, restaurant, orderId, requestLocale(request), token, document);
        return sendReceipt(reply, receipt, format, pdfHrefOf(request));
      },
    );

    app.get(
      '/managers/order/receipt',
      {
        config: { noStore: true, answers: [409] },
        schema: {
          tags: ['managers'],
          description,
          querystring: managerReceiptQuerySchema,
          produces: ['text/html', 'application/pdf'],
        },
      },
      async (request, reply) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.query.restaurantId);
        const { orderId, document } = request.query;
        const receipt = await orderReceipt(
          db,
          restaurant,
          orderId,
          requestLocale(request),
          undefined,
          document,
        );
        return sendReceipt(reply, receipt, request.query.format, pdfHrefOf(request));
      },
    );
  };
}
