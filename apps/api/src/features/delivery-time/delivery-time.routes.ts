import { fullSlotsQuerySchema, fullSlotsResponseSchema } from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { restaurantSettings } from '../restaurants';
import { fullSlotsOn } from './slot-capacity';

const tags = ['checkout'];

/** Issue 15: which slots of a date are fully booked, for the time picker (none without a slot capacity). */
export function deliveryTimeRoutes({ db, requireRestaurant }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/restaurant/full-slots',
      { schema: { tags, querystring: fullSlotsQuerySchema, response: { 200: fullSlotsResponseSchema } } },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const capacity = restaurantSettings(restaurant).slot_capacity;
        const { date } = request.query;
        return {
          data: { date, full: capacity === null ? [] : await fullSlotsOn(db, restaurant, capacity, date) },
        };
      },
    );
  };
}
