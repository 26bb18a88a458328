import { type Database, schema } from '@tavola/db';
import type { StaffRole } from '@tavola/domain';
import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import type { Principal } from '../auth';
import type { RequireRestaurant, RestaurantRow } from '../restaurants';

/** SPEC §6: endpoints under api/managers take a manager token; a guest's or customer's gets 'Not authorized.'. */
export function requireManagerId(principal: Principal | undefined): number {
  if (principal?.kind !== 'manager') throw new HttpError(403, 'not_authorized');
  return principal.managerId;
}

/** A manager's role at a restaurant (a row of manager_restaurants), or undefined when they do not run it. */
export async function roleAt(
  db: Database,
  managerId: number,
  restaurantId: number,
): Promise<StaffRole | undefined> {
  const [link] = await db
    .select({ role: schema.managerRestaurants.role })
    .from(schema.managerRestaurants)
    .where(
      and(
        eq(schema.managerRestaurants.managerId, managerId),
        eq(schema.managerRestaurants.restaurantId, restaurantId),
      ),
    );
  return link?.role;
}

/** Whether a manager runs a restaurant, in any role. */
export async function managesRestaurant(db: Database, managerId: number, restaurantId: number) {
  return (await roleAt(db, managerId, restaurantId)) !== undefined;
}

/**
 * The restaurant a manager's request acts on. A manager of restaurant A naming B is told
 * 'you dont have permission to do this' (SPEC §6), whether or not B exists. With `owner`, a
 * manager of the restaurant who is not its owner is refused too (issue 20, decision 044:
 * payments and staff are the owner's).
 */
export async function managedRestaurant(
  deps: { db: Database; requireRestaurant: RequireRestaurant },
  principal: Principal | undefined,
  restaurantId: number,
  need: 'any role' | 'owner' = 'any role',
): Promise<{ managerId: number; role: StaffRole; restaurant: RestaurantRow }> {
  const managerId = requireManagerId(principal);
  const role = await roleAt(deps.db, managerId, restaurantId);
  if (role === undefined) throw new HttpError(403, 'no_permission');
  if (need === 'owner' && role !== 'owner') throw new HttpError(403, 'owner_only');
  return { managerId, role, restaurant: await deps.requireRestaurant(restaurantId) };
}
