import { type Database, schema } from '@tavola/db';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';

const {
  products,
  subcategories,
  depots,
  happyHours,
  productAttributeItems,
  attributeItems,
  attributeGroups,
} = schema;

export type ProductFilter =
  | { categoryId: number }
  | { pinned: true }
  | { search: string }
  | { ids: readonly number[] };

/** `%term%` for ILIKE with the user's wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterCondition(filter: ProductFilter): SQL | undefined {
  if ('categoryId' in filter) return eq(products.categoryId, filter.categoryId);
  if ('pinned' in filter) return eq(products.pinned, true);
  if ('ids' in filter) return filter.ids.length ? inArray(products.id, [...filter.ids]) : sql`false`;
  // a product is found by its name in any language the menu is written in
  return sql`exists (select 1 from jsonb_each_text(${products.name}) as t(locale, text) where t.text ilike ${containing(filter.search)})`;
}

export async function findProducts(db: Database, restaurantId: number, filter: ProductFilter) {
  const rows = await db
    .select({
      product: products,
      subcategory: {
        id: subcategories.id,
        name: subcategories.name,
        imageId: subcategories.imageId,
        priority: subcategories.priority,
      },
      depot: { name: depots.name, price: depots.price },
      hasOptions: sql<boolean>`exists (select 1 from ${productAttributeItems} where ${productAttributeItems.productId} = ${products.id})`,
    })
    .from(products)
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(depots, eq(depots.id, products.depotId))
    .where(and(eq(products.restaurantId, restaurantId), eq(products.active, true), filterCondition(filter)))
    .orderBy(asc(subcategories.priority), asc(products.priority), asc(products.id))
    .limit(500);
  const ids = rows.map((row) => row.product.id);
  const [hours, breaks] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(happyHours)
          .where(and(eq(happyHours.restaurantId, restaurantId), inArray(happyHours.productId, ids))),
        findProductBreaks(db, restaurantId, ids),
      ])
    : [[], []];
  return rows.map((row) => ({
    ...row,
    happyHours: hours.filter((hour) => hour.productId === row.product.id),
    breaks: breaks.filter((entry) => entry.productId === row.product.id),
  }));
}
export type ProductRecord = Awaited<ReturnType<typeof findProducts>>[number];

export async function findCategories(db: Database, restaurantId: number, extra: boolean) {
  const [categories, subs, counts] = await Promise.all([
    db
      .select()
      .from(schema.categories)
      .where(
        and(
          eq(schema.categories.restaurantId, restaurantId),
          eq(schema.categories.active, true),
          extra ? eq(schema.categories.isExtra, true) : undefined,
        ),
      )
      .orderBy(asc(schema.categories.priority), asc(schema.categories.id)),
    db
      .select()
      .from(subcategories)
      .where(eq(subcategories.restaurantId, restaurantId))
      .orderBy(asc(subcategories.priority), asc(subcategories.id)),
    db
      .select({ categoryId: products.categoryId, deliveryTypes: products.deliveryTypes, total: count() })
      .from(products)
      .where(and(eq(products.restaurantId, restaurantId), eq(products.active, true)))
      .groupBy(products.categoryId, products.deliveryTypes),
  ]);
  return { categories, subcategories: subs, counts };
}

export async function findAttributeGroups(db: Database, restaurantId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productAttributeItems.productId,
      pivotId: productAttributeItems.id,
      price: productAttributeItems.price,
      item: attributeItems,
      group: attributeGroups,
    })
    .from(productAttributeItems)
    .innerJoin(attributeItems, eq(attributeItems.id, productAttributeItems.attributeItemId))
    .innerJoin(attributeGroups, eq(attributeGroups.id, attributeItems.groupId))
    .where(
      and(
        eq(productAttributeItems.restaurantId, restaurantId),
        inArray(productAttributeItems.productId, [...productIds]),
      ),
    )
    .orderBy(
      asc(attributeGroups.priority),
      asc(attributeGroups.id),
      asc(attributeItems.priority),
      asc(attributeItems.id),
    );
}

export async function findPackageSteps(db: Database, restaurantId: number, productId: number) {
  const steps = await db
    .select()
    .from(schema.packageSteps)
    .where(
      and(eq(schema.packageSteps.restaurantId, restaurantId), eq(schema.packageSteps.productId, productId)),
    )
    .orderBy(asc(schema.packageSteps.priority), asc(schema.packageSteps.id));
  if (steps.length === 0) return [];
  const choices = await db
    .select({
      choice: schema.packageStepProducts,
      product: products,
      depot: { name: depots.name, price: depots.price },
    })
    .from(schema.packageStepProducts)
    .innerJoin(products, eq(products.id, schema.packageStepProducts.productId))
    .leftJoin(depots, eq(depots.id, products.depotId))
    .where(
      and(
        eq(schema.packageStepProducts.restaurantId, restaurantId),
        inArray(
          schema.packageStepProducts.stepId,
          steps.map((step) => step.id),
        ),
        eq(products.active, true),
      ),
    )
    .orderBy(asc(schema.packageStepProducts.priority), asc(schema.packageStepProducts.id));
  return steps.map((step) => ({ step, choices: choices.filter((entry) => entry.choice.stepId === step.id) }));
}

/** Products ordered most over the last 30 days, by quantity. */
export async function findMostSellingIds(
  db: Database,
  restaurantId: number,
  limit: number,
): Promise<number[]> {
  const since = new Date(Date.now() - 30 * 86_400_000);
  const rows = await db
    .select({
      productId: schema.orderProducts.productId,
      quantity: sql<number>`sum(${schema.orderProducts.quantity})::int`,
    })
    .from(schema.orderProducts)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderProducts.orderId))
    .where(and(eq(schema.orderProducts.restaurantId, restaurantId), gte(schema.orders.createdAt, since)))
    .groupBy(schema.orderProducts.productId)
    .orderBy(desc(sql`sum(${schema.orderProducts.quantity})`))
    .limit(limit);
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}

/** The break patterns (SPEC §3) that name these products, one row per product and pattern. */
function findProductBreaks(db: Database, restaurantId: number, productIds: readonly number[]) {
  const { breakPatterns, breakPatternProducts } = schema;
  return db
    .select({
      productId: breakPatternProducts.productId,
      startTime: breakPatterns.startTime,
      endTime: breakPatterns.endTime,
      weekdays: breakPatterns.weekdays,
      startDate: breakPatterns.startDate,
      endDate: breakPatterns.endDate,
      stoppedAt: breakPatterns.stoppedAt,
    })
    .from(breakPatternProducts)
    .innerJoin(breakPatterns, eq(breakPatterns.id, breakPatternProducts.breakPatternId))
    .where(
      and(
        eq(breakPatternProducts.restaurantId, restaurantId),
        inArray(breakPatternProducts.productId, [...productIds]),
      ),
    );
}
