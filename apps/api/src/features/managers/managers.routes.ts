import {
  managerLogoutBodySchema,
  managerRestaurantsResponseSchema,
  messageResponseSchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { bearerToken } from '../auth';
import { requireManagerId, successMessage } from '../manager-access';
import { restaurantSettings } from '../restaurants';

const tags = ['managers'];

/**
 * SPEC §7 managers rows, §6 roles: the manager's own session and the restaurants they run. The
 * orders (manager-orders.routes.ts) and break patterns (break-patterns.routes.ts) have their own.
 */
export function managerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, tokens } = deps;
  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    // issue 14.9: the manager area's sign-out ends the token in every API process (decision 018)
    app.post(
      '/managers/logout',
      {
        config: {
          activity: { kind: null, why: "ends the caller's own token; nothing of the restaurant changes" },
        },
        schema: { tags, body: managerLogoutBodySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const token = bearerToken(request);
        if (token) await tokens.revoke(token);
        return { message: successMessage(request, 'logged_out') };
      },
    );

    app.get(
      '/managers/restaurant',
      { schema: { tags, response: { 200: managerRestaurantsResponseSchema } } },
      async (request) => {
        const managerId = requireManagerId(request.principal);
        const rows = await db
          .select({ restaurant: schema.restaurants, role: schema.managerRestaurants.role })
          .from(schema.managerRestaurants)
          .innerJoin(schema.restaurants, eq(schema.restaurants.id, schema.managerRestaurants.restaurantId))
          .where(eq(schema.managerRestaurants.managerId, managerId))
          .orderBy(asc(schema.restaurants.name));
        return {
          data: rows.map(({ restaurant, role }) => ({
            id: restaurant.id,
            name: restaurant.name,
            slug: restaurant.slug,
            time_zone: restaurant.timeZone,
            currency: restaurant.currency,
            lang: restaurant.defaultLang,
            ticketing_system: restaurantSettings(restaurant).ticketingSystem,
            role,
          })),
        };
      },
    );
  };
}
