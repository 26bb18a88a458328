import { restaurantSettingsSchema } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import type { DeliveryType } from '@tavola/domain';
import { eq, type SQL, sql } from 'drizzle-orm';

const defaults = restaurantSettingsSchema.parse({});

/**
 * Merges a patch (a jsonb object) into a restaurant's settings in one statement, so two
 * managers saving different settings at once both keep theirs.
 */
export function patchRestaurantSettings(db: Database, restaurantId: number, patch: SQL) {
  return db
    .update(schema.restaurants)
    .set({ settings: sql`${schema.restaurants.settings} || ${patch}` })
    .where(eq(schema.restaurants.id, restaurantId));
}

/** Plain values as a patch: `{ "slot_capacity": 4 }`. */
export const valuesPatch = (values: Record<string, unknown>): SQL => sql`${JSON.stringify(values)}::jsonb`;

/** The patch of one type's value of a per-type setting (lead_minutes.pickup), keeping the other types. */
export function perTypePatch(
  name: 'lead_minutes' | 'available_days',
  type: DeliveryType,
  value: number,
): SQL {
  const current = sql`coalesce(${schema.restaurants.settings} -> ${name}, ${JSON.stringify(defaults[name])}::jsonb)`;
  return sql`jsonb_build_object(${name}::text, ${current} || jsonb_build_object(${type}::text, ${value}::int))`;
}
