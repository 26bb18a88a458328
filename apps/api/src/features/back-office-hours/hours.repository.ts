import { type Database, schema } from '@tavola/db';
import type { DeliveryType, LocalizedText, OpeningWindow } from '@tavola/domain';
import { and, asc, eq } from 'drizzle-orm';
import { patchRestaurantSettings, perTypePatch } from './restaurant-settings-patch';

const { openingHours, closeTimes, restaurants } = schema;

export function openingHoursOf(db: Database, restaurantId: number) {
  return db
    .select()
    .from(openingHours)
    .where(eq(openingHours.restaurantId, restaurantId))
    .orderBy(asc(openingHours.weekday), asc(openingHours.openAt), asc(openingHours.id));
}

/** A type's week, lead minutes and days ahead, replaced together: a guest never sees half of it. */
export function replaceTypeHours(
  db: Database,
  restaurantId: number,
  type: DeliveryType,
  week: { windows: readonly OpeningWindow[]; leadMinutes: number; availableDays: number },
) {
  return db.transaction(async (tx) => {
    await tx
      .delete(openingHours)
      .where(and(eq(openingHours.restaurantId, restaurantId), eq(openingHours.deliveryType, type)));
    if (week.windows.length)
      await tx
        .insert(openingHours)
        .values(week.windows.map((window) => ({ restaurantId, deliveryType: type, ...window })));
    await patchRestaurantSettings(tx, restaurantId, perTypePatch('lead_minutes', type, week.leadMinutes));
    await patchRestaurantSettings(tx, restaurantId, perTypePatch('available_days', type, week.availableDays));
  });
}

export function updateCloseMessage(db: Database, restaurantId: number, closeMessage: LocalizedText) {
  return db.update(restaurants).set({ closeMessage }).where(eq(restaurants.id, restaurantId));
}

export function closuresOf(db: Database, restaurantId: number) {
  return db
    .select()
    .from(closeTimes)
    .where(eq(closeTimes.restaurantId, restaurantId))
    .orderBy(asc(closeTimes.startsAt), asc(closeTimes.id));
}

export async function insertClosure(
  db: Database,
  restaurantId: number,
  values: { startsAt: string; endsAt: string; reason: LocalizedText },
) {
  const [row] = await db
    .insert(closeTimes)
    .values({ restaurantId, ...values })
    .returning();
  return row!;
}

/** Deletes a closure of this restaurant; false when it has none with that id. */
export async function deleteClosure(db: Database, restaurantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(closeTimes)
    .where(and(eq(closeTimes.id, id), eq(closeTimes.restaurantId, restaurantId)))
    .returning({ id: closeTimes.id });
  return rows.length > 0;
}
