import { type Database, schema } from '@tavola/db';
import { asc, eq, sql } from 'drizzle-orm';
import { keptProducts } from './products.repository';

const { categories, subcategories, products, depots, attributeItems, productAttributeItems } = schema;

/** The whole menu of a restaurant as the back office lists it, in the manager's order. */
export async function menuOf(db: Database, restaurantId: number) {
  const [categoryRows, subcategoryRows, productRows, depotRows, groupCounts] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.restaurantId, restaurantId))
      .orderBy(asc(categories.priority), asc(categories.id)),
    db
      .select()
      .from(subcategories)
      .where(eq(subcategories.restaurantId, restaurantId))
      .orderBy(asc(subcategories.priority), asc(subcategories.id)),
    db
      .select()
      .from(products)
      .where(keptProducts(restaurantId))
      .orderBy(asc(products.priority), asc(products.id)),
    db.select().from(depots).where(eq(depots.restaurantId, restaurantId)).orderBy(asc(depots.id)),
    db
      .select({
        productId: productAttributeItems.productId,
        groups: sql<number>`count(distinct ${attributeItems.groupId})::int`,
      })
      .from(productAttributeItems)
      .innerJoin(attributeItems, eq(attributeItems.id, productAttributeItems.attributeItemId))
      .where(eq(productAttributeItems.restaurantId, restaurantId))
      .groupBy(productAttributeItems.productId),
  ]);
  return { categoryRows, subcategoryRows, productRows, depotRows, groupCounts };
}
