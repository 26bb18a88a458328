import {
  newsletterCreateBodySchema,
  newsletterCreateQuerySchema,
  successMessageResponseSchema,
} from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { bodyFromQuery } from '../../plugins/query-parameters';
import { addSubscriber } from './newsletter.repository';

/** SPEC §7 POST api/newsletter/create: codes the_email_was_successfully_subscribed / email_already_exists. */
export function newsletterRoutes({ db, requireRestaurant }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/newsletter/create',
      {
        schema: {
          tags: ['engagement'],
          body: newsletterCreateBodySchema,
          querystring: newsletterCreateQuerySchema,
          response: { 200: successMessageResponseSchema },
        },
        // SPEC §7 sends the e-mail as a query parameter; the body may carry it too
        preValidation: bodyFromQuery(newsletterCreateQuerySchema),
      },
      async (request) => {
        const email = request.body.email ?? request.query.email;
        if (!email)
          throw new HttpError(
            422,
            'field_required',
            { field: 'email' },
            { email: [{ key: 'field_required', params: { field: 'email' } }] },
          );
        const restaurant = await requireRestaurant(request.body.restaurantId);
        if (!(await addSubscriber(db, restaurant.id, email)))
          throw new HttpError(422, 'email_already_exists', undefined, {
            email: [{ key: 'email_already_exists' }],
          });
        const t = serverTranslator(requestLocale(request));
        return {
          message: {
            type: 'success' as const,
            body: t('newsletter_subscribed'),
            code: 'the_email_was_successfully_subscribed',
          },
        };
      },
    );
  };
}
