import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { managedRestaurant } from '../manager-access';

/** Who asks, for which of their restaurants, in which language (the routes of the manager area). */
export async function managerView(deps: AppDeps, request: FastifyRequest, restaurantId: number) {
  const { managerId, restaurant } = await managedRestaurant(deps, request.principal, restaurantId);
  return { managerId, view: { restaurant, locale: requestLocale(request) } };
}
