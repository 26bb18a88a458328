import { type Database, schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import type { Principal } from '../auth';
import type { RequireRestaurant, RestaurantRow } from '../restaurants';

/** SPEC §6: endpoints under api/managers take a manager token; a guest's or customer's gets 'Not authorized.'. */
export function requireManagerId(principal: Principal | undefined): number {
  if (principal?.kind !== 'manager') throw new HttpError(403, 'not_authorized');
  return principal.managerId;
}

/** Whether a manager runs a restaurant: a row of manager_restaurants. */
export async function managesRestaurant(db: Database, managerId: number, restaurantId: number) {
  const [link] = await db
    .select({ restaurantId: schema.managerRestaurants.restaurantId })
    .from(schema.managerRestaurants)
    .where(
      and(
        eq(schema.managerRestaurants.managerId, managerId),
        eq(schema.managerRestaurants.restaurantId, restaurantId),
      ),
    );
  return link !== undefined;
}

/**
 * The restaurant a manager's request acts on. A manager of restaurant A naming B is told
 * 'you dont have permission to do this' (SPEC §6), whether or not B exists.
 */
export async function managedRestaurant(
  deps: { db: Database; requireRestaurant: RequireRestaurant },
  principal: Principal | undefined,
  restaurantId: number,
): Promise<{ managerId: number; restaurant: RestaurantRow }> {
  const managerId = requireManagerId(principal);
  if (!(await managesRestaurant(deps.db, managerId, restaurantId))) throw new HttpError(403, 'no_permission');
  return { managerId, restaurant: await deps.requireRestaurant(restaurantId) };
}
