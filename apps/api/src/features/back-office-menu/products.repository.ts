import { type Database, schema } from '@tavola/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

const { products, depots } = schema;

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'restaurantId' | 'priority' | 'createdAt' | 'updatedAt' | 'archivedAt' | 'imageId' | 'isPackage'
>;

/** A product the manager still has: archived ones (decision 037) are gone from the back office. */
export const keptProducts = (restaurantId: number) =>
  and(eq(products.restaurantId, restaurantId), isNull(products.archivedAt));

export async function findProduct(db: Database, restaurantId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), keptProducts(restaurantId)));
  return row;
}

export async function findDepot(db: Database, restaurantId: number, id: number) {
  const [row] = await db
    .select({ id: depots.id })
    .from(depots)
    .where(and(eq(depots.id, id), eq(depots.restaurantId, restaurantId)));
  return row;
}

/** A new product goes last in its category. */
export async function insertProduct(db: Database, restaurantId: number, values: ProductValues) {
  const [row] = await db
    .insert(products)
    .values({
      restaurantId,
      ...values,
      priority: sql`(select coalesce(max(${products.priority}) + 1, 0) from ${products} where ${products.restaurantId} = ${restaurantId} and ${products.categoryId} = ${values.categoryId})`,
    })
    .returning();
  return row!;
}

export async function updateProduct(
  db: Database,
  restaurantId: number,
  id: number,
  values: Partial<ProductValues>,
) {
  const [row] = await db
    .update(products)
    .set(values)
    .where(and(eq(products.id, id), keptProducts(restaurantId)))
    .returning();
  return row;
}

/** Decision 037: archived, not deleted; the clock is the app's (decision 021). */
export async function archiveProductRow(db: Database, restaurantId: number, id: number) {
  const [row] = await db
    .update(products)
    .set({ active: false, pinned: false, archivedAt: new Date() })
    .where(and(eq(products.id, id), keptProducts(restaurantId)))
    .returning({ id: products.id });
  return row;
}

/** Which of these ids are products this restaurant still has (not archived). */
export async function keptProductIds(db: Database, restaurantId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(keptProducts(restaurantId), inArray(products.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
