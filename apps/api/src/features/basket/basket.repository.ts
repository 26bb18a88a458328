import { type Database, schema } from '@tavola/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

const {
  baskets,
  basketProducts,
  basketProductAttributeItems,
  basketPackageItems,
  products,
  depots,
  productAttributeItems,
  attributeItems,
  attributeGroups,
  packageSteps,
  packageStepProducts,
  happyHours,
  tables,
} = schema;

export type BasketRow = typeof baskets.$inferSelect;

/** Reads the basket row; with `forUpdate` it is locked until the transaction ends (one change at a time). */
export async function findBasket(db: Database, basketId: string, forUpdate = false) {
  const query = db.select().from(baskets).where(eq(baskets.id, basketId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Everything needed to price and show a basket: its lines with products, options and package choices. */
export async function loadBasketContents(db: Database, basket: BasketRow) {
  const lines = await db
    .select()
    .from(basketProducts)
    .where(eq(basketProducts.basketId, basket.id))
    .orderBy(asc(basketProducts.id));
  const lineIds = lines.map((line) => line.id);
  const [options, packageItems, table] = await Promise.all([
    lineIds.length
      ? db
          .select({
            basketProductId: basketProductAttributeItems.basketProductId,
            quantity: basketProductAttributeItems.quantity,
            pivotId: productAttributeItems.id,
            price: productAttributeItems.price,
            itemName: attributeItems.name,
            groupName: attributeGroups.name,
            groupId: attributeGroups.id,
          })
          .from(basketProductAttributeItems)
          .innerJoin(
            productAttributeItems,
            eq(productAttributeItems.id, basketProductAttributeItems.productAttributeItemId),
          )
          .innerJoin(attributeItems, eq(attributeItems.id, productAttributeItems.attributeItemId))
          .innerJoin(attributeGroups, eq(attributeGroups.id, attributeItems.groupId))
          .where(inArray(basketProductAttributeItems.basketProductId, lineIds))
          .orderBy(
            asc(attributeGroups.priority),
            asc(attributeItems.priority),
            asc(basketProductAttributeItems.id),
          )
      : [],
    lineIds.length
      ? db
          .select({
            basketProductId: basketPackageItems.basketProductId,
            quantity: basketPackageItems.quantity,
            choiceId: packageStepProducts.id,
            price: packageStepProducts.price,
            productId: packageStepProducts.productId,
            stepPriority: packageSteps.priority,
          })
          .from(basketPackageItems)
          .innerJoin(packageStepProducts, eq(packageStepProducts.id, basketPackageItems.packageStepProductId))
          .innerJoin(packageSteps, eq(packageSteps.id, packageStepProducts.stepId))
          .where(inArray(basketPackageItems.basketProductId, lineIds))
          .orderBy(asc(packageSteps.priority), asc(basketPackageItems.id))
      : [],
    basket.tableId
      ? db.select({ id: tables.id, name: tables.name }).from(tables).where(eq(tables.id, basket.tableId))
      : [],
  ]);
  const productIds = [
    ...new Set([...lines.map((line) => line.productId), ...packageItems.map((item) => item.productId)]),
  ];
  const catalogue = await findProductsWithRules(db, basket.restaurantId, productIds);
  return { lines, options, packageItems, table: table[0] ?? null, catalogue };
}
export type BasketContents = Awaited<ReturnType<typeof loadBasketContents>>;

/** Products by id with their deposit and happy hours (what pricing and availability need). */
export async function findProductsWithRules(
  db: Database,
  restaurantId: number,
  productIds: readonly number[],
) {
  if (productIds.length === 0) return new Map<number, ProductWithRules>();
  const [rows, hours] = await Promise.all([
    db
      .select({ product: products, depot: { name: depots.name, price: depots.price } })
      .from(products)
      .leftJoin(depots, eq(depots.id, products.depotId))
      .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, [...productIds]))),
    db
      .select()
      .from(happyHours)
      .where(and(eq(happyHours.restaurantId, restaurantId), inArray(happyHours.productId, [...productIds]))),
  ]);
  return new Map(
    rows.map((row) => [
      row.product.id,
      {
        ...row.product,
        depot: row.depot?.name ? { name: row.depot.name, price: row.depot.price ?? 0 } : null,
        happyHours: hours.filter((hour) => hour.productId === row.product.id),
      },
    ]),
  );
}
export type ProductWithRules = typeof products.$inferSelect & {
  depot: { name: typeof depots.$inferSelect.name; price: number } | null;
  happyHours: (typeof happyHours.$inferSelect)[];
};

/** The option groups of one product: its pivots with their item and group. */
export function findProductOptions(db: Database, restaurantId: number, productId: number) {
  return db
    .select({
      pivotId: productAttributeItems.id,
      price: productAttributeItems.price,
      group: attributeGroups,
    })
    .from(productAttributeItems)
    .innerJoin(attributeItems, eq(attributeItems.id, productAttributeItems.attributeItemId))
    .innerJoin(attributeGroups, eq(attributeGroups.id, attributeItems.groupId))
    .where(
      and(
        eq(productAttributeItems.restaurantId, restaurantId),
        eq(productAttributeItems.productId, productId),
      ),
    );
}

/** The steps of a package product with their choices. */
export async function findPackageRules(db: Database, restaurantId: number, productId: number) {
  const steps = await db
    .select()
    .from(packageSteps)
    .where(and(eq(packageSteps.restaurantId, restaurantId), eq(packageSteps.productId, productId)));
  const choices = steps.length
    ? await db
        .select()
        .from(packageStepProducts)
        .where(
          inArray(
            packageStepProducts.stepId,
            steps.map((step) => step.id),
          ),
        )
    : [];
  return steps.map((step) => ({ step, choices: choices.filter((choice) => choice.stepId === step.id) }));
}
