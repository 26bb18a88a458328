import {
  ticketDatesQuerySchema,
  ticketDatesResponseSchema,
  ticketSlotsQuerySchema,
  ticketSlotsResponseSchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ticketDates, ticketSlotsOn } from './ticket-slots.service';

const tags = ['restaurant'];

/**
 * SPEC §4 Ticketing, for the storefront: the days with slots, then the slots of a day with the
 * places left. The chosen slot's start goes to basket/add-delivery-time as the delivery time.
 */
export function ticketSlotRoutes({ db, requireRestaurant }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/restaurant/ticket-dates',
      { schema: { tags, querystring: ticketDatesQuerySchema, response: { 200: ticketDatesResponseSchema } } },
      async (request) => {
        const { restaurantId, from, to } = request.query;
        return { data: await ticketDates(db, await requireRestaurant(restaurantId), { from, to }) };
      },
    );

    app.get(
      '/restaurant/ticket-slots',
      { schema: { tags, querystring: ticketSlotsQuerySchema, response: { 200: ticketSlotsResponseSchema } } },
      async (request) => {
        const { restaurantId, date } = request.query;
        return { data: await ticketSlotsOn(db, await requireRestaurant(restaurantId), date) };
      },
    );
  };
}
