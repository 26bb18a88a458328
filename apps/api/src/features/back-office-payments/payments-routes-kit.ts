import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { managedRestaurant } from '../manager-access';

/** What the back office's payment routes share: the restaurant acted on, the answers, the caches. */
export function paymentsRoutesKit(deps: AppDeps) {
  const { db, menuCache, requireRestaurant, credentials } = deps;
  return {
    db,
    credentials,
    requireRestaurant,
    tags: ['managers'],
    /** the storefront's restaurant info (tips, payment methods) follows at once in this process */
    changed: (restaurantId: number) => {
      requireRestaurant.forget(restaurantId);
      menuCache.invalidate(`${restaurantId}:`);
    },
    success: (request: FastifyRequest, key: ServerMessageKey) => ({
      type: 'success' as const,
      body: serverTranslator(requestLocale(request))(key),
      code: key,
    }),
    restaurantOf: async (request: FastifyRequest, restaurantId: number) =>
      (await managedRestaurant(deps, request.principal, restaurantId)).restaurant,
    /** payment methods and credentials are the owner's (issue 20, decision 044): a manager gets 403 */
    ownedRestaurant: async (request: FastifyRequest, restaurantId: number) =>
      (await managedRestaurant(deps, request.principal, restaurantId, 'owner')).restaurant,
  };
}

export type PaymentsRoutesKit = ReturnType<typeof paymentsRoutesKit>;
/** one resource's routes, declared on the back office payments' instance */
export type PaymentsRoutes = (app: Parameters<FastifyPluginAsyncZod>[0], kit: PaymentsRoutesKit) => void;
