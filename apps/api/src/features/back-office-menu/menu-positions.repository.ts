import { type Database, schema } from '@tavola/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { keptProducts } from './products.repository';

const { categories, products } = schema;

/**
 * Writes new positions (the list's indexes) for rows of one level, in one statement, after
 * reading the level's ids under a lock so a concurrent create or reorder waits.
 */
export async function siblingIds(
  tx: Database,
  restaurantId: number,
  level: { categories: true } | { categoryId: number },
): Promise<number[]> {
  if ('categories' in level) {
    const rows = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.restaurantId, restaurantId))
      .for('update');
    return rows.map((row) => row.id);
  }
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(keptProducts(restaurantId), eq(products.categoryId, level.categoryId)))
    .for('update');
  return rows.map((row) => row.id);
}

export async function writePositions(
  tx: Database,
  restaurantId: number,
  table: 'categories' | 'products',
  ids: readonly number[],
) {
  if (ids.length === 0) return;
  const target = table === 'categories' ? categories : products;
  const position = sql.join(
    [sql`case ${target.id}`, ...ids.map((id, index) => sql`when ${id} then ${index}::int`), sql`end`],
    sql` `,
  );
  await tx
    .update(target)
    .set({ priority: sql`${position}` })
    .where(and(eq(target.restaurantId, restaurantId), inArray(target.id, [...ids])));
}
