import {
  backOfficeQuerySchema,
  sellerDetailsBodySchema,
  sellerDetailsResponseSchema,
  sellerDetailsSavedSchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { managedRestaurant, requireManagerId, successMessage } from '../manager-access';
import { saveSellerDetails, sellerDetails } from './seller-details.service';

const tags = ['managers'];

/**
 * Issue 36 (decision 086): the seller the receipts name — legal name, address, VAT ID and tax
 * number. The owner's, like the payment methods (decision 044): a manager gets 403.
 */
export function sellerDetailsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, menuCache, requireRestaurant } = deps;
  return async (app) => {
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/seller-details',
      {
        schema: { tags, querystring: backOfficeQuerySchema, response: { 200: sellerDetailsResponseSchema } },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(
          deps,
          request.principal,
          request.query.restaurantId,
          'owner',
        );
        return { data: sellerDetails(restaurant) };
      },
    );

    app.post(
      '/managers/seller-details',
      {
        config: { activity: { kind: 'payments.seller.update', subject: () => null } },
        schema: { tags, body: sellerDetailsBodySchema, response: { 200: sellerDetailsSavedSchema } },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(
          deps,
          request.principal,
          request.body.restaurantId,
          'owner',
        );
        const data = await saveSellerDetails(db, restaurant, request.body);
        // the storefront shows the address: the row and the cached menu answers are read anew
        requireRestaurant.forget(restaurant.id);
        menuCache.invalidate(`${restaurant.id}:`);
        return { data, message: successMessage(request, 'seller_details_saved') };
      },
    );
  };
}
