import {
  reserveTableBodySchema,
  reserveTableResponseSchema,
  tablesQuerySchema,
  tablesResponseSchema,
} from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { listTables, reserveTable, sendReservationMails } from './reservation.service';

const tags = ['reservation'];

/** SPEC §7 GET api/restaurant/tables, POST api/restaurant/reserve-table. */
export function reservationRoutes({ db, requireRestaurant, mailer }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/restaurant/tables',
      { schema: { tags, querystring: tablesQuerySchema, response: { 200: tablesResponseSchema } } },
      async (request) => {
        const { restaurantId, date, time } = request.query;
        const restaurant = await requireRestaurant(restaurantId);
        return { data: await listTables(db, restaurant, date && time ? { date, time } : undefined) };
      },
    );

    app.post(
      '/restaurant/reserve-table',
      { schema: { tags, body: reserveTableBodySchema, response: { 200: reserveTableResponseSchema } } },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        const locale = requestLocale(request);
        const booking = await reserveTable(db, restaurant, request.body);
        // after the commit: a mail problem is logged, it never undoes the booking
        sendReservationMails(mailer, restaurant, request.body, booking, locale).catch((error: unknown) =>
          request.log.error({ err: error, reservationId: booking.id }, 'reservation e-mails failed'),
        );
        return {
          data: booking,
          message: {
            type: 'success' as const,
            body: serverTranslator(locale)('table_booked'),
            code: 'table_booked',
          },
        };
      },
    );
  };
}
