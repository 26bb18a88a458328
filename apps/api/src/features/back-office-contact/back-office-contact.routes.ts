import {
  contactMessageDeletedSchema,
  contactMessageReadBodySchema,
  contactMessageRefSchema,
  contactMessageSavedSchema,
  contactMessagesQuerySchema,
  contactMessagesResponseSchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { managedRestaurant, requireManagerId, successMessage } from '../manager-access';
import { listMessages, markMessage, removeMessage } from './contact-messages.service';

const tags = ['managers'];

/** Issue 20 (back office): the contact form's messages; every write route of the messages is here. */
export function backOfficeContactRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/contact-messages',
      {
        schema: {
          tags,
          querystring: contactMessagesQuerySchema,
          response: { 200: contactMessagesResponseSchema },
        },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.query.restaurantId);
        return { data: await listMessages(db, restaurant, request.query) };
      },
    );

    app.post(
      '/managers/contact-messages/read',
      {
        config: {
          activity: {
            kind: null,
            why: 'opening a guest’s message marks it read; it changes nothing guests see',
          },
        },
        schema: {
          tags,
          description: 'Marks a message read (the manager opened it) or unread again.',
          body: contactMessageReadBodySchema,
          response: { 200: contactMessageSavedSchema },
        },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.body.restaurantId);
        const data = await markMessage(db, restaurant, request.body.id, request.body.read);
        const key = request.body.read ? 'contact_message_marked_read' : 'contact_message_marked_unread';
        return { data, message: successMessage(request, key) };
      },
    );

    app.post(
      '/managers/contact-messages/delete',
      {
        config: { activity: { kind: 'content.message.delete' } },
        schema: { tags, body: contactMessageRefSchema, response: { 200: contactMessageDeletedSchema } },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.body.restaurantId);
        const data = await removeMessage(db, restaurant, request.body.id);
        return { data, message: successMessage(request, 'contact_message_deleted') };
      },
    );
  };
}
