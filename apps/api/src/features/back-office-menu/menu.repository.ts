import { type Database, schema } from '@tavola/db';
import type { LocalizedText } from '@tavola/domain';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';

const {
  categories,
  subcategories,
  products,
  depots,
  attributeGroups,
  attributeItems,
  productAttributeItems,
} = schema;

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'description' | 'active' | 'isExtra'
>;
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'restaurantId' | 'priority' | 'createdAt' | 'updatedAt' | 'archivedAt' | 'imageId' | 'isPackage'
>;

/** A product the manager still has: archived ones (decision 037) are gone from the back office. */
const kept = (restaurantId: number) =>
  and(eq(products.restaurantId, restaurantId), isNull(products.archivedAt));

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
    db.select().from(products).where(kept(restaurantId)).orderBy(asc(products.priority), asc(products.id)),
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

export async function findCategory(db: Database, restaurantId: number, id: number) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.restaurantId, restaurantId)));
  return row;
}

export async function subcategoriesOf(db: Database, restaurantId: number, categoryId: number) {
  return db
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.restaurantId, restaurantId), eq(subcategories.categoryId, categoryId)))
    .orderBy(asc(subcategories.priority), asc(subcategories.id));
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

export async function findProduct(db: Database, restaurantId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), kept(restaurantId)));
  return row;
}

export async function findDepot(db: Database, restaurantId: number, id: number) {
  const [row] = await db
    .select({ id: depots.id })
    .from(depots)
    .where(and(eq(depots.id, id), eq(depots.restaurantId, restaurantId)));
  return row;
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
  const groups = new Map<
    number,
    {
      group: typeof attributeGroups.$inferSelect;
      options: { item: typeof attributeItems.$inferSelect; price: number }[];
    }
  >();
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
  const groups = new Map<
    number,
    {
      group: typeof attributeGroups.$inferSelect;
      options: { item: typeof attributeItems.$inferSelect; price: number }[];
      products: number;
    }
  >();
  for (const row of rows) {
    const entry = groups.get(row.group.id) ?? { group: row.group, options: [], products: 0 };
    groups.set(row.group.id, entry);
    entry.options.push({ item: row.item, price: row.price });
    entry.products = Math.max(entry.products, row.products);
  }
  return [...groups.values()];
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
    .where(and(eq(products.id, id), kept(restaurantId)))
    .returning();
  return row;
}

export interface OptionGroupWrite {
  id?: number;
  name: LocalizedText;
  min: number;
  max: number | null;
  options: { id?: number; name: LocalizedText; price: number }[];
}

/**
 * A product's option groups replaced whole: named groups and options of this restaurant are
 * changed (groups are shared, so a shared group changes for every product that offers it),
 * new ones are made, and the product offers exactly the options listed, at their prices.
 * Returns false when an id names no group or option of this restaurant (or another group's option).
 */
export async function replaceOptionGroups(
  tx: Database,
  restaurantId: number,
  productId: number,
  groups: readonly OptionGroupWrite[],
): Promise<{ field: string } | undefined> {
  const offered: { attributeItemId: number; price: number }[] = [];
  for (const [groupIndex, group] of groups.entries()) {
    const groupValues = {
      name: group.name,
      minimumValue: group.min,
      maximumValue: group.max,
      isMultiSelect: group.max === null || group.max > 1,
      priority: groupIndex,
    };
    let groupId: number;
    if (group.id === undefined) {
      const [row] = await tx
        .insert(attributeGroups)
        .values({ restaurantId, ...groupValues })
        .returning({ id: attributeGroups.id });
      groupId = row!.id;
    } else {
      const [row] = await tx
        .update(attributeGroups)
        .set(groupValues)
        .where(and(eq(attributeGroups.id, group.id), eq(attributeGroups.restaurantId, restaurantId)))
        .returning({ id: attributeGroups.id });
      if (!row) return { field: `option_groups.${groupIndex}.id` };
      groupId = row.id;
    }
    for (const [optionIndex, option] of group.options.entries()) {
      const itemValues = { name: option.name, priority: optionIndex };
      let itemId: number;
      if (option.id === undefined) {
        const [row] = await tx
          .insert(attributeItems)
          .values({ restaurantId, groupId, ...itemValues })
          .returning({ id: attributeItems.id });
        itemId = row!.id;
      } else {
        const [row] = await tx
          .update(attributeItems)
          .set(itemValues)
          .where(
            and(
              eq(attributeItems.id, option.id),
              eq(attributeItems.groupId, groupId),
              eq(attributeItems.restaurantId, restaurantId),
            ),
          )
          .returning({ id: attributeItems.id });
        if (!row) return { field: `option_groups.${groupIndex}.options.${optionIndex}.id` };
        itemId = row.id;
      }
      offered.push({ attributeItemId: itemId, price: option.price });
    }
  }
  await tx
    .delete(productAttributeItems)
    .where(
      and(
        eq(productAttributeItems.restaurantId, restaurantId),
        eq(productAttributeItems.productId, productId),
      ),
    );
  if (offered.length)
    await tx
      .insert(productAttributeItems)
      .values(offered.map((entry) => ({ restaurantId, productId, ...entry })));
  return undefined;
}

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
    .where(and(kept(restaurantId), eq(products.categoryId, level.categoryId)))
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

/** Copies a product with its options, happy hours and set-menu steps; the copy comes right after the original. */
export async function copyProduct(
  tx: Database,
  restaurantId: number,
  original: ProductRow,
  values: Partial<ProductValues>,
) {
  await tx
    .update(products)
    .set({ priority: sql`${products.priority} + 1` })
    .where(
      and(
        kept(restaurantId),
        eq(products.categoryId, original.categoryId),
        sql`${products.priority} > ${original.priority}`,
      ),
    );
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copied } = original;
  const [copy] = await tx
    .insert(products)
    .values({ ...copied, ...values, priority: original.priority + 1 })
    .returning();
  await tx.execute(sql`
    insert into ${productAttributeItems} (restaurant_id, product_id, attribute_item_id, price)
    select restaurant_id, ${copy!.id}, attribute_item_id, price from ${productAttributeItems}
    where restaurant_id = ${restaurantId} and product_id = ${original.id}`);
  await tx.execute(sql`
    insert into ${schema.happyHours} (restaurant_id, product_id, weekday, start_date, end_date, start_time, end_time)
    select restaurant_id, ${copy!.id}, weekday, start_date, end_date, start_time, end_time from ${schema.happyHours}
    where restaurant_id = ${restaurantId} and product_id = ${original.id}`);
  // a set menu's copy offers the same steps (rows of its own, so baskets of either stay apart)
  const steps = await tx
    .select()
    .from(schema.packageSteps)
    .where(
      and(eq(schema.packageSteps.restaurantId, restaurantId), eq(schema.packageSteps.productId, original.id)),
    );
  for (const { id: stepId, ...step } of steps) {
    const [newStep] = await tx
      .insert(schema.packageSteps)
      .values({ ...step, productId: copy!.id })
      .returning({ id: schema.packageSteps.id });
    await tx.execute(sql`
      insert into ${schema.packageStepProducts} (restaurant_id, step_id, product_id, price, is_multiple_allowed, priority)
      select restaurant_id, ${newStep!.id}, product_id, price, is_multiple_allowed, priority from ${schema.packageStepProducts}
      where restaurant_id = ${restaurantId} and step_id = ${stepId}`);
  }
  return copy!;
}

export async function productCount(db: Database, restaurantId: number, categoryId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(and(kept(restaurantId), eq(products.categoryId, categoryId)));
  return row?.total ?? 0;
}

/** Decision 037: archived, not deleted; the clock is the app's (decision 021). */
export async function archiveProductRow(db: Database, restaurantId: number, id: number) {
  const [row] = await db
    .update(products)
    .set({ active: false, pinned: false, archivedAt: new Date() })
    .where(and(eq(products.id, id), kept(restaurantId)))
    .returning({ id: products.id });
  return row;
}

const { packageSteps, packageStepProducts } = schema;

/** A set menu's steps in order, each with the products it offers (names for the editor's list). */
export async function packageStepsOf(db: Database, restaurantId: number, productId: number) {
  const steps = await db
    .select()
    .from(packageSteps)
    .where(and(eq(packageSteps.restaurantId, restaurantId), eq(packageSteps.productId, productId)))
    .orderBy(asc(packageSteps.priority), asc(packageSteps.id));
  if (steps.length === 0) return [];
  const choices = await db
    .select({ choice: packageStepProducts, name: products.name })
    .from(packageStepProducts)
    .innerJoin(products, eq(products.id, packageStepProducts.productId))
    .where(
      and(
        eq(packageStepProducts.restaurantId, restaurantId),
        inArray(
          packageStepProducts.stepId,
          steps.map((step) => step.id),
        ),
      ),
    )
    .orderBy(asc(packageStepProducts.priority), asc(packageStepProducts.id));
  return steps.map((step) => ({ step, choices: choices.filter((entry) => entry.choice.stepId === step.id) }));
}

/** Which of these ids are products this restaurant still has (not archived). */
export async function keptProductIds(db: Database, restaurantId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(kept(restaurantId), inArray(products.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export interface PackageStepWrite {
  id?: number;
  name: LocalizedText;
  question: LocalizedText;
  min: number;
  max: number;
  choices: { productId: number; price: number; multiple: boolean }[];
}

/**
 * A set menu's steps replaced whole, keeping ids: a basket's chosen items point at a step's
 * product row (decision 037), so a listed step is changed in place and a product still offered
 * in it keeps its row; steps and choices no longer listed go. Returns the field of an id that
 * names no step of this set menu.
 */
export async function replacePackageSteps(
  tx: Database,
  restaurantId: number,
  productId: number,
  steps: readonly PackageStepWrite[],
): Promise<{ field: string } | undefined> {
  const ofSetMenu = and(eq(packageSteps.restaurantId, restaurantId), eq(packageSteps.productId, productId));
  const keptSteps: number[] = [];
  for (const [index, step] of steps.entries()) {
    const values = {
      name: step.name,
      question: step.question,
      min: step.min,
      max: step.max,
      priority: index,
    };
    let stepId: number;
    if (step.id === undefined) {
      const [row] = await tx
        .insert(packageSteps)
        .values({ restaurantId, productId, ...values })
        .returning({ id: packageSteps.id });
      stepId = row!.id;
    } else {
      const [row] = await tx
        .update(packageSteps)
        .set(values)
        .where(and(ofSetMenu, eq(packageSteps.id, step.id)))
        .returning({ id: packageSteps.id });
      if (!row) return { field: `steps.${index}.id` };
      stepId = row.id;
    }
    keptSteps.push(stepId);
    const offered = step.choices.map((choice) => choice.productId);
    await tx
      .delete(packageStepProducts)
      .where(
        and(
          eq(packageStepProducts.restaurantId, restaurantId),
          eq(packageStepProducts.stepId, stepId),
          offered.length ? sql`${packageStepProducts.productId} not in ${offered}` : undefined,
        ),
      );
    for (const [choiceIndex, choice] of step.choices.entries()) {
      const choiceValues = { price: choice.price, isMultipleAllowed: choice.multiple, priority: choiceIndex };
      await tx
        .insert(packageStepProducts)
        .values({ restaurantId, stepId, productId: choice.productId, ...choiceValues })
        .onConflictDoUpdate({
          target: [packageStepProducts.stepId, packageStepProducts.productId],
          set: choiceValues,
        });
    }
  }
  await tx
    .delete(packageSteps)
    .where(and(ofSetMenu, keptSteps.length ? sql`${packageSteps.id} not in ${keptSteps}` : undefined));
  await tx
    .update(products)
    .set({ isPackage: steps.length > 0 })
    .where(and(eq(products.id, productId), eq(products.restaurantId, restaurantId)));
  return undefined;
}

export type SubcategoryValues = Pick<typeof subcategories.$inferInsert, 'categoryId' | 'name'>;

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
