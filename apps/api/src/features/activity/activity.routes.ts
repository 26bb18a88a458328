import { activityQuerySchema, activityResponseSchema } from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { managedRestaurant } from '../manager-access';
import { activityPageSize, listActivity } from './activity.repository';

/** Issue 20 (decision 044): the restaurant's activity list, for everyone who runs it. */
export function activityRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/managers/activity',
      {
        schema: {
          tags: ['managers'],
          description: 'Every change made in the manager area: who, what, when. Newest first, 25 a page.',
          querystring: activityQuerySchema,
          response: { 200: activityResponseSchema },
        },
      },
      async (request) => {
        const { restaurantId, page, group } = request.query;
        const { restaurant } = await managedRestaurant(deps, request.principal, restaurantId);
        const { rows, total } = await listActivity(deps.db, restaurant.id, { page, group });
        return {
          data: rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            subject: row.subject,
            who: { name: row.managerName, email: row.managerEmail },
            at: row.createdAt.toISOString(),
          })),
          meta: {
            current_page: page,
            last_page: Math.max(1, Math.ceil(total / activityPageSize)),
            total,
            time_zone: restaurant.timeZone,
          },
        };
      },
    );
  };
}
