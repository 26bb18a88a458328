import { type Database, schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';

const { categories } = schema;

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'description' | 'active' | 'isExtra'
>;

export async function findCategory(db: Database, restaurantId: number, id: number) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.restaurantId, restaurantId)));
  return row;
}

/** A new category goes last. */
export async function insertCategory(db: Database, restaurantId: number, values: CategoryValues) {
  const [row] = await db
    .insert(categories)
    .values({
      restaurantId,
      ...values,
      priority: sql`(select coalesce(max(${categories.priority}) + 1, 0) from ${categories} where ${categories.restaurantId} = ${restaurantId})`,
    })
    .returning();
  return row!;
}

export async function updateCategory(
  db: Database,
  restaurantId: number,
  id: number,
  values: Partial<CategoryValues>,
) {
  const [row] = await db
    .update(categories)
    .set(values)
    .where(and(eq(categories.id, id), eq(categories.restaurantId, restaurantId)))
    .returning();
  return row;
}
