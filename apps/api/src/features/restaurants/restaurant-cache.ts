import type { Database } from '@tavola/db';
import { isDatabaseId } from '../../lib/database-id';
import { notFound } from '../../lib/http-error';
import { findRestaurantById, type RestaurantRow } from './restaurant.repository';

/**
 * Every storefront request names its restaurant; the row is read at most once a second per
 * process so the menu endpoints stay fast. A restaurant's edits show within that second.
 */
export function createRestaurantLookup(db: Database, ttlMs = 1000) {
  const cache = new Map<number, { row: RestaurantRow | undefined; at: number }>();
  return async function requireRestaurant(id: number): Promise<RestaurantRow> {
    if (!isDatabaseId(id)) throw notFound('restaurant_not_exist');
    const hit = cache.get(id);
    const now = Date.now();
    let row = hit && now - hit.at < ttlMs ? hit.row : undefined;
    if (!row) {
      row = await findRestaurantById(db, id);
      if (cache.size > 10_000) cache.clear();
      cache.set(id, { row, at: now });
    }
    if (!row) throw notFound('restaurant_not_exist');
    return row;
  };
}
export type RequireRestaurant = ReturnType<typeof createRestaurantLookup>;
