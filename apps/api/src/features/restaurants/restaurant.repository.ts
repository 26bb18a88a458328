import { type Database, schema } from '@tavola/db';
import { and, asc, eq } from 'drizzle-orm';

export type RestaurantRow = typeof schema.restaurants.$inferSelect;

export function findRestaurantById(db: Database, id: number) {
  return db.query.restaurants.findFirst({ where: eq(schema.restaurants.id, id) });
}

export function findRestaurantBySlug(db: Database, slug: string) {
  return db.query.restaurants.findFirst({ where: eq(schema.restaurants.slug, slug) });
}

export function firstRestaurant(db: Database) {
  return db.query.restaurants.findFirst({ orderBy: asc(schema.restaurants.id) });
}

export async function restaurantDetails(db: Database, restaurantId: number) {
  const [hours, closeTimes, legal, pages, announcements] = await Promise.all([
    db.select().from(schema.openingHours).where(eq(schema.openingHours.restaurantId, restaurantId)),
    db.select().from(schema.closeTimes).where(eq(schema.closeTimes.restaurantId, restaurantId)),
    db.select().from(schema.legalContents).where(eq(schema.legalContents.restaurantId, restaurantId)),
    db
      .select()
      .from(schema.informationPages)
      .where(eq(schema.informationPages.restaurantId, restaurantId))
      .orderBy(asc(schema.informationPages.priority), asc(schema.informationPages.id)),
    db
      .select()
      .from(schema.announcements)
      .where(and(eq(schema.announcements.restaurantId, restaurantId), eq(schema.announcements.active, true)))
      .orderBy(asc(schema.announcements.id)),
  ]);
  return { hours, closeTimes, legal, pages, announcements };
}

export function deliveryAreasOf(db: Database, restaurantId: number) {
  return db
    .select()
    .from(schema.deliveryAreas)
    .where(eq(schema.deliveryAreas.restaurantId, restaurantId))
    .orderBy(asc(schema.deliveryAreas.postalCode));
}
