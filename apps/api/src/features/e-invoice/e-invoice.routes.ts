import { orderQuerySchema } from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { orderEInvoice } from './e-invoice.service';

/** Issue 36 (decision 088): the e-invoice of a business guest's order. */
export function eInvoiceRoutes({ db, requireRestaurant }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/order/e-invoice',
      {
        // like the receipt (decision 086): the order page's link carries no bearer; the order's token is the credential
        config: { public: true, answers: [409] },
        schema: {
          tags: ['order'],
          description:
            'The order as an XRechnung 3.0 e-invoice (EN 16931, UBL), for whoever may read the order (GET /order). 409 while it has no invoice number (not yet paid), when it was not placed for a company with a VAT ID, or when the restaurant has neither VAT ID nor tax number.',
          querystring: orderQuerySchema,
          produces: ['application/xml'],
        },
      },
      async (request, reply) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const file = await orderEInvoice(
          db,
          restaurant,
          { orderId: request.query.orderId, token: request.query.token, reader: request.principal },
          {
            log: (message) => request.log.debug(message),
            warn: (message) => request.log.warn(message),
            error: (message) => request.log.error(message),
          },
        );
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.xml);
      },
    );
  };
}
