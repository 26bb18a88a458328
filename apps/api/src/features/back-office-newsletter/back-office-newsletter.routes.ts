import { Readable } from 'node:stream';
import {
  newsletterExportQuerySchema,
  newsletterQuerySchema,
  newsletterResponseSchema,
  subscriberDeletedSchema,
  subscriberRefSchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { managedRestaurant, requireManagerId, successMessage } from '../manager-access';
import { exportFileName, listSubscribers, removeSubscriber, subscribersCsv } from './subscribers.service';

const tags = ['managers'];

/** Issue 20 (back office): the newsletter's subscribers; every write route of the newsletter is here. */
export function backOfficeNewsletterRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/newsletter',
      { schema: { tags, querystring: newsletterQuerySchema, response: { 200: newsletterResponseSchema } } },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.query.restaurantId);
        return { data: await listSubscribers(db, restaurant, request.query) };
      },
    );

    app.get(
      '/managers/newsletter/export',
      {
        schema: {
          tags,
          description:
            'All subscribers as CSV (UTF-8 with BOM, CRLF, formulas neutralised), streamed as an attachment.',
          querystring: newsletterExportQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.query.restaurantId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(restaurant)}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(subscribersCsv(db, restaurant, requestLocale(request))));
      },
    );

    app.post(
      '/managers/newsletter/delete',
      {
        config: { activity: { kind: 'content.subscriber.delete' } },
        schema: { tags, body: subscriberRefSchema, response: { 200: subscriberDeletedSchema } },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.body.restaurantId);
        const data = await removeSubscriber(db, restaurant, request.body.id);
        return { data, message: successMessage(request, 'subscriber_removed') };
      },
    );
  };
}
