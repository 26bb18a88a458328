import { restaurantSearchQuerySchema, restaurantSearchResponseSchema } from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { searchRestaurants } from './restaurant-search.service';

/**
 * SPEC §7 `GET api/restaurant` (issue 19, decision 031). No restaurant found answers 404
 * `no_restaurant_in_area`: SPEC §8's client shows a 404's message body, as it does for the
 * other "nothing there" answers (restaurant, basket, product does not exist).
 */
export function restaurantSearchRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/restaurant',
      {
        config: { answers: [404] },
        schema: {
          tags: ['restaurant'],
          querystring: restaurantSearchQuerySchema,
          response: { 200: restaurantSearchResponseSchema },
        },
      },
      async (request) => {
        const { postalCode, deliveryType = 'delivery', status, limit } = request.query;
        const data = await searchRestaurants(
          db,
          { postalCode, deliveryType, status, limit },
          requestLocale(request),
        );
        if (data.length === 0) throw notFound('no_restaurant_in_area');
        return { data };
      },
    );
  };
}
