import { reservationsQuerySchema, reservationsResponseSchema } from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { reservationsDay } from './reservations-day.service';

const tags = ['managers'];

/** Issue 20 (back office): the table reservations guests made, by day (read only: SPEC has no status). */
export function backOfficeReservationsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/reservations',
      {
        schema: { tags, querystring: reservationsQuerySchema, response: { 200: reservationsResponseSchema } },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.query.restaurantId);
        return { data: await reservationsDay(deps.db, restaurant, request.query.date) };
      },
    );
  };
}
