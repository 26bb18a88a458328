import { type Database, schema } from '@tavola/db';
import { and, asc, eq } from 'drizzle-orm';

const { deliveryAreas } = schema;
export type DeliveryAreaRow = typeof deliveryAreas.$inferSelect;
export type DeliveryAreaValues = Pick<
  typeof deliveryAreas.$inferInsert,
  'postalCode' | 'shippingPrice' | 'minimumOrderValue' | 'freeFrom'
>;

export function deliveryAreasOf(db: Database, restaurantId: number) {
  return db
    .select()
    .from(deliveryAreas)
    .where(eq(deliveryAreas.restaurantId, restaurantId))
    .orderBy(asc(deliveryAreas.postalCode), asc(deliveryAreas.id));
}

export async function insertDeliveryArea(db: Database, restaurantId: number, values: DeliveryAreaValues) {
  const [row] = await db
    .insert(deliveryAreas)
    .values({ restaurantId, ...values })
    .returning();
  return row!;
}

/** Changes an area of this restaurant; undefined when it has none with that id. */
export async function updateDeliveryArea(
  db: Database,
  restaurantId: number,
  id: number,
  values: DeliveryAreaValues,
): Promise<DeliveryAreaRow | undefined> {
  const [row] = await db
    .update(deliveryAreas)
    .set(values)
    .where(and(eq(deliveryAreas.id, id), eq(deliveryAreas.restaurantId, restaurantId)))
    .returning();
  return row;
}

export async function deleteDeliveryArea(db: Database, restaurantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(deliveryAreas)
    .where(and(eq(deliveryAreas.id, id), eq(deliveryAreas.restaurantId, restaurantId)))
    .returning({ id: deliveryAreas.id });
  return rows.length > 0;
}
