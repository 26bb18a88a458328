import type { Database } from '@tavola/db';
import type { Locale } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import type { Principal } from '../auth';
import type { RestaurantRow } from '../restaurants';

/** Who asks, for which restaurant, in which language. */
export interface BasketCaller {
  db: Database;
  restaurant: RestaurantRow;
  principal: Principal | undefined;
  locale: Locale;
}

/** Who asks for a basket change: the restaurant named in the request, the token's principal, the language. */
export async function basketCaller(
  { db, requireRestaurant }: Pick<AppDeps, 'db' | 'requireRestaurant'>,
  request: FastifyRequest,
  restaurantId: number,
): Promise<BasketCaller> {
  return {
    db,
    restaurant: await requireRestaurant(restaurantId),
    principal: request.principal,
    locale: requestLocale(request),
  };
}
