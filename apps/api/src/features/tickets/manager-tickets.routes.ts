import {
  attendeesQuerySchema,
  attendeesResponseSchema,
  checkInBodySchema,
  checkInResponseSchema,
  managerTicketSlotsQuerySchema,
  managerTicketSlotsResponseSchema,
  ticketTimeBodySchema,
  ticketTimeDeletedSchema,
  ticketTimeRefSchema,
  ticketTimeResponseSchema,
  ticketTimesQuerySchema,
  ticketTimesResponseSchema,
  updateTicketTimeBodySchema,
} from '@tavola/contracts';
import { formatLocalDateTime, parseLocalDateTime } from '@tavola/domain';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { ticketTimeLabel } from '../activity';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { managerTicketSlots, slotAttendees } from './attendees.service';
import { checkInTicket } from './check-in.service';
import {
  changeTicketTime,
  createTicketTime,
  listTicketTimes,
  removeTicketTime,
} from './ticket-times.service';

const tags = ['managers'];

/**
 * Issue 18 in the manager area (manager token, the restaurants a manager runs): ticket times,
 * the slots with what is sold, a slot's attendees (printable), and check-in at the door.
 */
export function managerTicketRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const success = (request: FastifyRequest, key: ServerMessageKey, params?: Record<string, string>) => ({
    type: 'success' as const,
    body: serverTranslator(requestLocale(request))(key, params),
    code: key,
  });
  const view = async (request: FastifyRequest, restaurantId: number) => {
    const { restaurant } = await managedRestaurant(deps, request.principal, restaurantId);
    return { restaurant, locale: requestLocale(request) };
  };

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/ticket-times',
      { schema: { tags, querystring: ticketTimesQuerySchema, response: { 200: ticketTimesResponseSchema } } },
      async (request) => {
        const { restaurant } = await view(request, request.query.restaurantId);
        return { data: await listTicketTimes(db, restaurant) };
      },
    );

    app.post(
      '/managers/ticket-times/create',
      {
        config: {
          activity: { kind: 'tickets.time.create', subject: ticketTimeLabel },
        },
        schema: { tags, body: ticketTimeBodySchema, response: { 200: ticketTimeResponseSchema } },
      },
      async (request) => {
        const { restaurant } = await view(request, request.body.restaurantId);
        const data = await createTicketTime(db, restaurant, request.body);
        return { data, message: success(request, 'ticket_time_created') };
      },
    );

    app.post(
      '/managers/ticket-times/update',
      {
        config: {
          activity: { kind: 'tickets.time.update', subject: ticketTimeLabel },
        },
        schema: { tags, body: updateTicketTimeBodySchema, response: { 200: ticketTimeResponseSchema } },
      },
      async (request) => {
        const { restaurant } = await view(request, request.body.restaurantId);
        const data = await changeTicketTime(db, restaurant, request.body.id, request.body);
        return { data, message: success(request, 'ticket_time_updated') };
      },
    );

    app.post(
      '/managers/ticket-times/delete',
      {
        config: { activity: { kind: 'tickets.time.delete' } },
        schema: { tags, body: ticketTimeRefSchema, response: { 200: ticketTimeDeletedSchema } },
      },
      async (request) => {
        const { restaurant } = await view(request, request.body.restaurantId);
        await removeTicketTime(db, restaurant, request.body.id);
        return { message: success(request, 'ticket_time_deleted') };
      },
    );

    app.get(
      '/managers/ticket-slots',
      {
        schema: {
          tags,
          querystring: managerTicketSlotsQuerySchema,
          response: { 200: managerTicketSlotsResponseSchema },
        },
      },
      async (request) => {
        const { from, to, restaurantId } = request.query;
        return { data: await managerTicketSlots(db, await view(request, restaurantId), { from, to }) };
      },
    );

    app.get(
      '/managers/ticket-slots/attendees',
      { schema: { tags, querystring: attendeesQuerySchema, response: { 200: attendeesResponseSchema } } },
      async (request) => {
        const slot = parseLocalDateTime(request.query.slot);
        const attendees = await slotAttendees(db, await view(request, request.query.restaurantId), slot);
        return { data: { slot: formatLocalDateTime(slot), attendees } };
      },
    );

    app.post(
      '/managers/tickets/check-in',
      {
        config: { answers: [409], activity: { kind: 'tickets.ticket.checkin' } },
        schema: { tags, body: checkInBodySchema, response: { 200: checkInResponseSchema } },
      },
      async (request) => {
        const data = await checkInTicket(
          db,
          await view(request, request.body.restaurantId),
          request.body.code,
        );
        return { data, message: success(request, 'ticket_checked_in', { name: data.name }) };
      },
    );
  };
}
