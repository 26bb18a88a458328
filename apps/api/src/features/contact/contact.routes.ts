import { contactBodySchema, successMessageResponseSchema } from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createWindowLimit } from '../../lib/window-limit';
import { requestLocale } from '../../plugins/locale';
import { sendContactMessage } from './contact.service';
import { createRecaptchaVerifier, type RecaptchaVerifier } from './recaptcha-verifier';

/** A person writes a handful of messages; a script writes many. Per restaurant and address. */
export const contactLimit = { limit: 5, windowMs: 10 * 60_000 };

/** SPEC §7 POST api/contact. */
export function contactRoutes(
  deps: AppDeps,
  recaptcha: RecaptchaVerifier = createRecaptchaVerifier({ verifyUrl: deps.config.RECAPTCHA_VERIFY_URL }),
): FastifyPluginAsyncZod {
  const limiter = createWindowLimit(deps.attempts, 'contact', contactLimit);
  return async (app) => {
    app.post(
      '/contact',
      {
        config: { answers: [429] },
        schema: {
          tags: ['engagement'],
          body: contactBodySchema,
          response: { 200: successMessageResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await deps.requireRestaurant(request.body.restaurantId);
        await sendContactMessage(
          {
            db: deps.db,
            credentials: deps.credentials,
            mailer: deps.mailer,
            recaptcha,
            limiter,
            log: request.log,
          },
          restaurant,
          request.body,
          request.ip,
        );
        const t = serverTranslator(requestLocale(request));
        return {
          message: { type: 'success' as const, body: t('message_delivered'), code: 'message_delivered' },
        };
      },
    );
  };
}
