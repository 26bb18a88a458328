import { type Database, schema, statement } from '@tavola/db';
import { credentialsLookValid } from '@tavola/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CredentialCipher } from '../../lib/credential-cipher';

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
  const [hours, closeTimes, legal, pages, announcements, ticketTimes] = await Promise.all([
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
    db
      .select()
      .from(schema.ticketTimes)
      .where(eq(schema.ticketTimes.restaurantId, restaurantId))
      .orderBy(asc(schema.ticketTimes.weekday), asc(schema.ticketTimes.time), asc(schema.ticketTimes.id)),
  ]);
  return { hours, closeTimes, legal, pages, announcements, ticketTimes };
}

type OpeningHourRow = typeof schema.openingHours.$inferSelect;
type CloseTimeRow = typeof schema.closeTimes.$inferSelect;

// aliased: a one-table select names its columns unqualified, the subqueries name it as r
const restaurantAsR = alias(schema.restaurants, 'r');
const openingRulesOf = statement('opening_rules', (db) =>
  db
    .select({
      hours: sql<OpeningHourRow[]>`coalesce((
        select json_agg(json_build_object('id', h.id, 'restaurantId', h.restaurant_id,
          'deliveryType', h.delivery_type, 'weekday', h.weekday, 'openAt', h.open_at, 'closeAt', h.close_at)
          order by h.id)
        from ${schema.openingHours} h where h.restaurant_id = r.id), '[]'::json)`,
      closeTimes: sql<CloseTimeRow[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'restaurantId', c.restaurant_id,
          'startsAt', c.starts_at, 'endsAt', c.ends_at, 'reason', c.reason) order by c.id)
        from ${schema.closeTimes} c where c.restaurant_id = r.id), '[]'::json)`,
    })
    .from(restaurantAsR)
    .where(eq(restaurantAsR.id, sql.placeholder('restaurantId'))),
);

/**
 * What delivery times are computed from: opening hours and closures, in one round trip (callers
 * pass a transaction, and a connection answers one query at a time); a named statement (decision 032).
 */
export async function openingRules(db: Database, restaurantId: number) {
  const [row] = await openingRulesOf(db, { restaurantId });
  return { hours: row?.hours ?? [], closeTimes: row?.closeTimes ?? [] };
}

export function deliveryAreasOf(db: Database, restaurantId: number) {
  return db
    .select()
    .from(schema.deliveryAreas)
    .where(eq(schema.deliveryAreas.restaurantId, restaurantId))
    .orderBy(asc(schema.deliveryAreas.postalCode));
}

/**
 * The payment providers a restaurant has credentials for that can work: what decides which it
 * offers. Sealed rows are opened first (decision 042); one that does not open counts as none.
 */
export async function providersWithCredentials(
  db: Database,
  cipher: CredentialCipher,
  restaurantId: number,
): Promise<Set<string>> {
  const rows = await db
    .select()
    .from(schema.restaurantPaymentCredentials)
    .where(eq(schema.restaurantPaymentCredentials.restaurantId, restaurantId));
  return new Set(
    rows
      .filter((row) => {
        const values = cipher.open(row.credentials, { restaurantId, provider: row.provider });
        return values !== undefined && credentialsLookValid(row.provider, values);
      })
      .map((row) => row.provider),
  );
}
