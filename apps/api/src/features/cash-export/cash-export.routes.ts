import { cashExportQuerySchema } from '@tavola/contracts';
import { epochOfLocal } from '@tavola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { cashExportCsv } from './cash-export.csv';
import { handedOverOnSite } from './cash-export.repository';

/** Issue 36 (decision 087): the orders paid on site, for the restaurant's certified cash register. */
export function cashExportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/cash-export',
      {
        schema: {
          tags: ['managers'],
          description:
            "The orders paid on site and handed over between two of the restaurant's local dates (both included), one row per VAT rate, as CSV for the certified cash register and the accountant. The owner's.",
          querystring: cashExportQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { from, to, restaurantId } = request.query;
        const { restaurant } = await managedRestaurant(deps, request.principal, restaurantId, 'owner');
        const start = new Date(epochOfLocal(from, 0, restaurant.timeZone));
        const end = new Date(epochOfLocal(to, 1440, restaurant.timeZone));
        const orders = await handedOverOnSite(deps.db, restaurant.id, start, end);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="cash-${restaurant.slug}-${from}-${to}.csv"`)
          .header('cache-control', 'no-store')
          .send(cashExportCsv(orders, restaurant.timeZone, requestLocale(request)));
      },
    );
  };
}
