import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { managedRestaurant } from '../manager-access';
import type { MenuView } from './menu-view';

/** What every back-office menu route needs: the database, the manager's view, the answers. */
export function menuRoutesKit(deps: AppDeps) {
  const { db, menuCache } = deps;
  return {
    db,
    tags: ['managers'],
    success: (request: FastifyRequest, key: ServerMessageKey) => ({
      type: 'success' as const,
      body: serverTranslator(requestLocale(request))(key),
      code: key,
    }),
    view: async (request: FastifyRequest, restaurantId: number): Promise<MenuView> => {
      const { restaurant } = await managedRestaurant(deps, request.principal, restaurantId);
      return { restaurant, locale: requestLocale(request) };
    },
    /** drops this process's cached menu answers of the restaurant (decision 006) */
    changed: (restaurantId: number) => menuCache.invalidate(`${restaurantId}:`),
  };
}

export type MenuRoutesKit = ReturnType<typeof menuRoutesKit>;
/** the Fastify instance the routes are declared on, typed by their zod schemas */
export type MenuApp = Parameters<FastifyPluginAsyncZod>[0];
/** one resource's routes, declared on the back-office menu's instance */
export type MenuRoutes = (app: MenuApp, kit: MenuRoutesKit) => void;
