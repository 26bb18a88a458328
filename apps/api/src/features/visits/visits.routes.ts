import { websiteViewBodySchema, websiteViewResponseSchema } from '@tavola/contracts';
import { schema } from '@tavola/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { createWindowLimit } from '../../lib/window-limit';

/**
 * A browser records one visit a day, but many browsers can share an address (an office, a
 * mobile network's NAT): the cap only stops a script from filling the table.
 */
export const visitLimit = { limit: 600, windowMs: 60 * 60_000 };

/**
 * SPEC §7 POST api/restaurant/website-view. The storefront sends it once per calendar day per
 * browser (SPEC §4 "unique per calendar day"); qrCode when the guest came by a table's code,
 * new on the browser's first visit.
 */
export function visitRoutes({ db, requireRestaurant, attempts }: AppDeps): FastifyPluginAsyncZod {
  const limiter = createWindowLimit(attempts, 'visit', visitLimit);
  return async (app) => {
    app.post(
      '/restaurant/website-view',
      {
        config: { answers: [429] },
        schema: {
          tags: ['engagement'],
          body: websiteViewBodySchema,
          response: { 200: websiteViewResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        const wait = await limiter.take(`${restaurant.id}:${request.ip}`);
        if (wait > 0) throw new HttpError(429, 'too_many_requests', { seconds: wait });
        await db.insert(schema.websiteViews).values({
          restaurantId: restaurant.id,
          qrCode: request.body.qrCode,
          unique: request.body.unique,
          isNew: request.body.new,
        });
        return { data: { recorded: true as const } };
      },
    );
  };
}
