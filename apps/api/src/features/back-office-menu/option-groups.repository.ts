import { type Database, schema } from '@tavola/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const { attributeGroups, attributeItems, productAttributeItems } = schema;

/** An option group with the options offered, each at a product's price. */
export interface OptionGroupRows {
  group: typeof attributeGroups.$inferSelect;
  options: { item: typeof attributeItems.$inferSelect; price: number }[];
}

/** The option groups a product offers, each with the options it offers at its prices. */
export async function optionGroupsOf(db: Database, restaurantId: number, productId: number) {
  const rows = await db
    .select({ group: attributeGroups, item: attributeItems, price: productAttributeItems.price })
    .from(productAttributeItems)
    .innerJoin(attributeItems, eq(attributeItems.id, productAttributeItems.attributeItemId))
    .innerJoin(attributeGroups, eq(attributeGroups.id, attributeItems.groupId))
    .where(
      and(
        eq(productAttributeItems.restaurantId, restaurantId),
        eq(productAttributeItems.productId, productId),
      ),
    )
    .orderBy(
      asc(attributeGroups.priority),
      asc(attributeGroups.id),
      asc(attributeItems.priority),
      asc(attributeItems.id),
    );
  const groups = new Map<number, OptionGroupRows>();
  for (const row of rows) {
    const entry = groups.get(row.group.id) ?? { group: row.group, options: [] };
    groups.set(row.group.id, entry);
    entry.options.push({ item: row.item, price: row.price });
  }
  return [...groups.values()];
}

/**
 * Issue 34: the restaurant's option groups that products offer, each option with the price a
 * product charges for it (the highest where they differ) and the number of products offering it.
 */
export async function restaurantOptionGroups(db: Database, restaurantId: number) {
  const rows = await db
    .select({
      group: attributeGroups,
      item: attributeItems,
      price: sql<number>`max(${productAttributeItems.price})`.mapWith(Number),
      products: sql<number>`count(distinct ${productAttributeItems.productId})`.mapWith(Number),
    })
    .from(productAttributeItems)
    .innerJoin(attributeItems, eq(attributeItems.id, productAttributeItems.attributeItemId))
    .innerJoin(attributeGroups, eq(attributeGroups.id, attributeItems.groupId))
    .where(eq(productAttributeItems.restaurantId, restaurantId))
    .groupBy(attributeGroups.id, attributeItems.id)
    .orderBy(
      asc(attributeGroups.priority),
      asc(attributeGroups.id),
      asc(attributeItems.priority),
      asc(attributeItems.id),
    );
  const groups = new Map<number, OptionGroupRows & { products: number }>();
  for (const row of rows) {
    const entry = groups.get(row.group.id) ?? { group: row.group, options: [], products: 0 };
    groups.set(row.group.id, entry);
    entry.options.push({ item: row.item, price: row.price });
    entry.products = Math.max(entry.products, row.products);
  }
  return [...groups.values()];
}
