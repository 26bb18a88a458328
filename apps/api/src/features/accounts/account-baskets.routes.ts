import {
  basketAssignBodySchema,
  basketAssignResponseSchema,
  basketUnassignBodySchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { assignBasket, unassignBasket } from './account-baskets.service';
import { requireCustomer } from './customer';
import { success } from './success-message';

const tags = ['basket'];

/** SPEC §7 basket/assign-basket and basket/unassigned-basket (SPEC §4 Session). */
export function accountBasketRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/basket/assign-basket',
      { schema: { tags, body: basketAssignBodySchema, response: { 200: basketAssignResponseSchema } } },
      async (request) => {
        await assignBasket(db, requireCustomer(request), request.body.basketId);
        return { data: { basketId: request.body.basketId }, message: success(request, 'basket_assigned') };
      },
    );

    app.post(
      '/basket/unassigned-basket',
      { schema: { tags, body: basketUnassignBodySchema, response: { 200: basketAssignResponseSchema } } },
      async (request) => {
        await unassignBasket(db, requireCustomer(request), request.body.basketId);
        return { data: { basketId: request.body.basketId }, message: success(request, 'basket_unassigned') };
      },
    );
  };
}
