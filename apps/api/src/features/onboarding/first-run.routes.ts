import { firstRunBodySchema, firstRunResponseSchema, firstRunStateSchema } from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { createRestaurantWithOwner } from './create-restaurant.service';
import { hasRestaurants } from './onboarding.repository';
import { setupTokenMatches } from './setup-token';

const tags = ['setup'];

/**
 * Issue 20 (decision 049): the first-run page of an installation without any restaurant. Only
 * while none exists, and only with the token the server printed at start, so a stranger who
 * finds a fresh server first cannot claim it.
 */
export function firstRunRoutes({ db, tokens, config, setupToken }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/setup',
      { config: { public: true }, schema: { tags, response: { 200: firstRunStateSchema } } },
      async () => ({ data: { needed: setupToken !== undefined && !(await hasRestaurants(db)) } }),
    );

    app.post(
      '/setup/restaurant',
      {
        config: { answers: [403, 409], public: true },
        schema: { tags, body: firstRunBodySchema, response: { 200: firstRunResponseSchema } },
      },
      async (request) => {
        const {
          setup_token,
          legal_name,
          street,
          postal_code,
          city,
          country,
          telephone,
          contact_email,
          vat_id,
          tax_number,
          imprint,
          ...restaurant
        } = request.body;
        if (await hasRestaurants(db)) throw new HttpError(409, 'setup_done');
        if (!setupTokenMatches(setupToken, setup_token)) throw new HttpError(403, 'setup_token_invalid');
        // the page has nowhere safe to show a generated password: the manager chooses one
        const created = await createRestaurantWithOwner(db, restaurant, {
          onlyFirst: true,
          passwordRequired: true,
          // issue 33: what its storefront must show about who sells
          legal: {
            legal_name,
            street,
            postal_code,
            city,
            country,
            telephone,
            contact_email,
            vat_id,
            tax_number,
            imprint,
          },
        });
        const ttl = config.LOGIN_TOKEN_TTL_SECONDS;
        const token = await tokens.issue({ kind: 'manager', managerId: created.manager.id }, ttl);
        return {
          data: { restaurant: created.restaurant, access_token: token, expires_in: ttl },
          message: {
            type: 'success' as const,
            body: serverTranslator(requestLocale(request))('setup_restaurant_created', {
              name: created.restaurant.name,
            }),
            code: 'setup_restaurant_created',
          },
        };
      },
    );
  };
}
