import { type Database, schema } from '@tavola/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const { subcategories } = schema;

export type SubcategoryRow = typeof subcategories.$inferSelect;
export type SubcategoryValues = Pick<typeof subcategories.$inferInsert, 'categoryId' | 'name'>;

export async function subcategoriesOf(db: Database, restaurantId: number, categoryId: number) {
  return db
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.restaurantId, restaurantId), eq(subcategories.categoryId, categoryId)))
    .orderBy(asc(subcategories.priority), asc(subcategories.id));
}

/** A new subcategory goes last in its category. */
export async function insertSubcategory(db: Database, restaurantId: number, values: SubcategoryValues) {
  const [row] = await db
    .insert(subcategories)
    .values({
      restaurantId,
      ...values,
      priority: sql`(select coalesce(max(${subcategories.priority}) + 1, 0) from ${subcategories} where ${subcategories.restaurantId} = ${restaurantId} and ${subcategories.categoryId} = ${values.categoryId})`,
    })
    .returning();
  return row!;
}

/** Renames a subcategory within its category; undefined when this restaurant has none with that id there. */
export async function updateSubcategory(
  db: Database,
  restaurantId: number,
  id: number,
  values: SubcategoryValues,
) {
  const [row] = await db
    .update(subcategories)
    .set({ name: values.name })
    .where(
      and(
        eq(subcategories.id, id),
        eq(subcategories.restaurantId, restaurantId),
        eq(subcategories.categoryId, values.categoryId),
      ),
    )
    .returning();
  return row;
}

export async function subcategoryExists(db: Database, restaurantId: number, id: number) {
  const [row] = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.id, id), eq(subcategories.restaurantId, restaurantId)));
  return row !== undefined;
}

/** Its products stay in the category, outside any section (the foreign key sets theirs to null). */
export async function deleteSubcategory(db: Database, restaurantId: number, id: number) {
  const rows = await db
    .delete(subcategories)
    .where(and(eq(subcategories.id, id), eq(subcategories.restaurantId, restaurantId)))
    .returning({ id: subcategories.id });
  return rows.length > 0;
}
