import { type Database, schema } from '@tavola/db';
import { and, asc, eq } from 'drizzle-orm';

const { happyHours } = schema;

export type HappyHourValues = Pick<
  typeof happyHours.$inferInsert,
  'weekday' | 'startDate' | 'endDate' | 'startTime' | 'endTime'
>;

/** A product's happy hours in the order they were written (SPEC §3 happyHours). */
export function happyHoursOf(db: Database, restaurantId: number, productId: number) {
  return db
    .select()
    .from(happyHours)
    .where(and(eq(happyHours.restaurantId, restaurantId), eq(happyHours.productId, productId)))
    .orderBy(asc(happyHours.id));
}

/** Replaces a product's happy hours whole (inside the product's transaction). */
export async function replaceHappyHours(
  tx: Database,
  restaurantId: number,
  productId: number,
  rows: readonly HappyHourValues[],
) {
  await tx
    .delete(happyHours)
    .where(and(eq(happyHours.restaurantId, restaurantId), eq(happyHours.productId, productId)));
  if (rows.length)
    await tx.insert(happyHours).values(rows.map((row) => ({ ...row, restaurantId, productId })));
}
