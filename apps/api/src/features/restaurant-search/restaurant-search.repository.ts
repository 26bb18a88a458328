import { type Database, schema } from '@tavola/db';
import type { DeliveryType } from '@tavola/domain';
import { and, avg, count, eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';

const { restaurants, deliveryAreas, openingHours, closeTimes, testimonials } = schema;

/**
 * Issue 19: the active restaurants that may serve a postal code, each with its delivery area
 * there (null for pickup and eat-in). Delivery: those with a delivery area for the code
 * (index delivery_areas_postal_code_idx). Pickup and eat-in: those in that postal code or
 * delivering to it (restaurants_postal_code_idx as well). Inactive restaurants are never read.
 */
export async function candidateRestaurants(db: Database, postalCode: string, type: DeliveryType) {
  if (type === 'delivery') {
    return db
      .select({ restaurant: restaurants, area: deliveryAreas })
      .from(deliveryAreas)
      .innerJoin(restaurants, eq(restaurants.id, deliveryAreas.restaurantId))
      .where(and(eq(deliveryAreas.postalCode, postalCode), eq(restaurants.active, true)));
  }
  // a union of two indexed lookups: an OR across the two tables would read every restaurant
  const nearby = await union(
    db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.postalCode, postalCode)),
    db
      .select({ id: deliveryAreas.restaurantId })
      .from(deliveryAreas)
      .where(eq(deliveryAreas.postalCode, postalCode)),
  );
  if (nearby.length === 0) return [];
  const rows = await db
    .select({ restaurant: restaurants })
    .from(restaurants)
    .where(
      and(
        inArray(
          restaurants.id,
          nearby.map((row) => row.id),
        ),
        eq(restaurants.active, true),
      ),
    );
  return rows.map((row) => ({ ...row, area: null }));
}

/** What the availability of the candidates is computed from: their windows of one type, closures, ratings. */
export async function searchFacts(db: Database, restaurantIds: number[], type: DeliveryType) {
  if (restaurantIds.length === 0) return { hours: [], closures: [], ratings: [] };
  const [hours, closures, ratings] = await Promise.all([
    db
      .select()
      .from(openingHours)
      .where(and(inArray(openingHours.restaurantId, restaurantIds), eq(openingHours.deliveryType, type))),
    db.select().from(closeTimes).where(inArray(closeTimes.restaurantId, restaurantIds)),
    db
      .select({
        restaurantId: testimonials.restaurantId,
        average: avg(testimonials.rating).mapWith(Number),
        count: count(),
      })
      .from(testimonials)
      .where(inArray(testimonials.restaurantId, restaurantIds))
      .groupBy(testimonials.restaurantId),
  ]);
  return { hours, closures, ratings };
}
