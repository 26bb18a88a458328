import { type Database, schema } from '@tavola/db';
import type { RateRule } from '@tavola/domain';
import { and, asc, eq } from 'drizzle-orm';

const { restaurantTaxRates } = schema;

/** The owner's own rates of a restaurant, oldest first. */
export const ownTaxRates = (db: Database, restaurantId: number) =>
  db
    .select()
    .from(restaurantTaxRates)
    .where(eq(restaurantTaxRates.restaurantId, restaurantId))
    .orderBy(asc(restaurantTaxRates.validFrom), asc(restaurantTaxRates.id));

/** The owner's own rates as domain rules (decision 084). */
export async function ownerRateRules(db: Database, restaurantId: number): Promise<RateRule[]> {
  return (await ownTaxRates(db, restaurantId)).map(({ category, way, rate, validFrom }) => ({
    category,
    way,
    rate,
    from: validFrom,
  }));
}

export async function insertTaxRate(db: Database, row: typeof restaurantTaxRates.$inferInsert) {
  await db.insert(restaurantTaxRates).values(row);
}

/** Removes one of the restaurant's own rates; false when it has none of that id. */
export async function deleteTaxRate(db: Database, restaurantId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(restaurantTaxRates)
    .where(and(eq(restaurantTaxRates.restaurantId, restaurantId), eq(restaurantTaxRates.id, id)))
    .returning({ id: restaurantTaxRates.id });
  return removed.length > 0;
}
