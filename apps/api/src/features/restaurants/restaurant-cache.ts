import type { Database } from '@tavola/db';
import { notFound } from '../../lib/http-error';
import { findRestaurantById, type RestaurantRow } from './restaurant.repository';

/**
 * Every storefront request names its restaurant; the row is read at most once a second per
 * process so the menu endpoints stay fast. A restaurant's edits show within that second; the
 * process that wrote them forgets the row at once (`forget`), so its own next read is fresh.
 */
export function createRestaurantLookup(db: Database, ttlMs = 1000) {
  const cache = new Map<number, { row: RestaurantRow | undefined; at: number }>();
  async function requireRestaurant(id: number): Promise<RestaurantRow> {
    const now = Date.now();
    let hit = cache.get(id);
    // a clock set back (or a ttl of 0) counts as stale, never as fresh
    if (!hit || ttlMs <= 0 || now < hit.at || now - hit.at >= ttlMs) {
      // unknown ids are remembered too, so probing them does not reach the database each time
      hit = { row: await findRestaurantById(db, id), at: now };
      if (cache.size > 10_000) cache.clear();
      cache.set(id, hit);
    }
    if (!hit.row) throw notFound('restaurant_not_exist');
    return hit.row;
  }
  return Object.assign(requireRestaurant, { forget: (id: number) => void cache.delete(id) });
}
export type RequireRestaurant = ReturnType<typeof createRestaurantLookup>;
