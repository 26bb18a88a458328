import { type Database, schema, statement } from '@tavola/db';
import { type BreakPattern, findArea, type TableCapacity, type TaxCategory } from '@tavola/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

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
  breakPatterns,
  breakPatternProducts,
} = schema;

export type BasketRow = typeof baskets.$inferSelect;

/**
 * The hot path's statements are named (decision 032): PostgreSQL parses and plans each once per
 * connection instead of on every request; they run on the transaction they are given, so the
 * row locks stay on its connection, and Drizzle builds each one's SQL once (decision 061).
 * PGlite ignores the names.
 */
const byBasketId = eq(baskets.id, sql.placeholder('basketId'));
const basketRow = statement('basket', (db) => db.select().from(baskets).where(byBasketId));
const lockedBasketRow = statement('basket_locked', (db) =>
  db.select().from(baskets).where(byBasketId).for('update'),
);

/** Reads the basket row; with `forUpdate` it is locked until the transaction ends (one change at a time). */
export async function findBasket(db: Database, basketId: string, forUpdate = false) {
  const [row] = await (forUpdate ? lockedBasketRow : basketRow)(db, { basketId });
  return row;
}

interface LineOption {
  pivotId: number;
  price: number;
  quantity: number;
  groupId: number;
  itemName: Record<string, string>;
  groupName: Record<string, string>;
}
interface LinePackageItem {
  choiceId: number;
  price: number;
  productId: number;
  quantity: number;
}

// aliased: a one-table select names its columns unqualified, the subqueries name the line as bp
const bp = alias(basketProducts, 'bp');
const basketLines = statement('basket_lines', (db) =>
  db
    .select({
      id: bp.id,
      productId: bp.productId,
      quantity: bp.quantity,
      extraInfo: bp.extraInfo,
      options: sql<LineOption[]>`coalesce((
        select json_agg(json_build_object('pivotId', pai.id, 'price', pai.price, 'quantity', bpai.quantity,
          'groupId', ag.id, 'itemName', ai.name, 'groupName', ag.name) order by ag.priority, ai.priority, bpai.id)
        from ${basketProductAttributeItems} bpai
        join ${productAttributeItems} pai on pai.id = bpai.product_attribute_item_id
        join ${attributeItems} ai on ai.id = pai.attribute_item_id
        join ${attributeGroups} ag on ag.id = ai.group_id
        where bpai.basket_product_id = bp.id), '[]'::json)`,
      packageItems: sql<LinePackageItem[]>`coalesce((
        select json_agg(json_build_object('choiceId', psp.id, 'price', psp.price, 'productId', psp.product_id,
          'quantity', bpi.quantity) order by ps.priority, bpi.id)
        from ${basketPackageItems} bpi
        join ${packageStepProducts} psp on psp.id = bpi.package_step_product_id
        join ${packageSteps} ps on ps.id = psp.step_id
        where bpi.basket_product_id = bp.id), '[]'::json)`,
    })
    .from(bp)
    .where(eq(bp.basketId, sql.placeholder('basketId')))
    .orderBy(bp.id),
);

/**
 * Everything needed to price and show a basket: its lines with their options and package
 * choices in one round trip, then the products involved in a second (the add path is hot).
 */
export async function loadBasketContents(db: Database, basket: BasketRow) {
  const rows = await basketLines(db, { basketId: basket.id });
  const lines = rows.map(({ id, productId, quantity, extraInfo }) => ({
    id,
    productId,
    quantity,
    extraInfo,
  }));
  const options = rows.flatMap((row) =>
    row.options.map((option) => ({ ...option, basketProductId: row.id })),
  );
  const packageItems = rows.flatMap((row) =>
    row.packageItems.map((item) => ({ ...item, basketProductId: row.id })),
  );
  // issue 33: with the guests counted for the table's visit, which a basket without its own count takes
  const table = basket.tableId
    ? ((
        await db
          .select({
            id: tables.id,
            name: tables.name,
            // written out: drizzle leaves a column of a one-table select unqualified, which the subquery would misread
            guests: sql<TableCapacity | null>`(select s.guests from table_payment_sessions s where s.restaurant_id = restaurant_tables.restaurant_id and s.table_id = restaurant_tables.id and s.state = 'open')`,
          })
          .from(tables)
          .where(eq(tables.id, basket.tableId))
      )[0] ?? null)
    : null;
  const productIds = [
    ...new Set([...lines.map((line) => line.productId), ...packageItems.map((item) => item.productId)]),
  ];
  const catalogue = await findProductsWithRules(db, basket.restaurantId, productIds);
  const voucher = basket.voucherId
    ? ((await db.select().from(schema.vouchers).where(eq(schema.vouchers.id, basket.voucherId)))[0] ?? null)
    : null;
  // delivery only: the basket's area, and all areas for the lowest minimum while none is known
  const areas = basket.deliveryType === 'delivery' ? await findDeliveryAreas(db, basket.restaurantId) : [];
  const area = basket.postalCode ? (findArea(areas, basket.postalCode) ?? null) : null;
  return { lines, options, packageItems, table, catalogue, voucher, area, areas };
}
export type BasketContents = Awaited<ReturnType<typeof loadBasketContents>>;

const productsWithRules = statement('products_with_rules', (db) =>
  db
    .select({
      product: products,
      depot: { name: depots.name, price: depots.price },
      // the product's option pivots with their group, in the same round trip
      options: sql<ProductOptionRule[]>`coalesce((
        select json_agg(json_build_object('pivotId', pai.id, 'price', pai.price, 'itemName', ai.name,
          'taxCategory', ai.tax_category, 'group', json_build_object('id', ag.id, 'name', ag.name, 'minimumValue', ag.minimum_value,
            'maximumValue', ag.maximum_value, 'isMultiSelect', ag.is_multi_select)))
        from ${productAttributeItems} pai
        join ${attributeItems} ai on ai.id = pai.attribute_item_id
        join ${attributeGroups} ag on ag.id = ai.group_id
        where pai.product_id = ${products.id}), '[]'::json)`,
      // happy hours in the same round trip
      happyHours: sql<HappyHourRule[]>`coalesce((
        select json_agg(json_build_object('weekday', h.weekday, 'startDate', h.start_date, 'endDate', h.end_date,
          'startTime', h.start_time, 'endTime', h.end_time))
        from ${happyHours} h where h.product_id = ${products.id}), '[]'::json)`,
      // the break patterns that pause it (SPEC §3), also in the same round trip
      breaks: sql<BreakPattern[]>`coalesce((
        select json_agg(json_build_object('startTime', bp.start_time, 'endTime', bp.end_time,
          'weekdays', bp.weekdays, 'startDate', bp.start_date, 'endDate', bp.end_date, 'stoppedAt', bp.stopped_at))
        from ${breakPatternProducts} bpp join ${breakPatterns} bp on bp.id = bpp.break_pattern_id
        where bpp.product_id = ${products.id}), '[]'::json)`,
    })
    .from(products)
    .leftJoin(depots, eq(depots.id, products.depotId))
    // one statement text for any number of ids, so that it can stay prepared
    .where(
      and(
        eq(products.restaurantId, sql.placeholder('restaurantId')),
        sql`${products.id} = any(${sql.placeholder('productIds')}::int[])`,
      ),
    ),
);

/** Products by id with their deposit and happy hours (what pricing and availability need). */
export async function findProductsWithRules(
  db: Database,
  restaurantId: number,
  productIds: readonly number[],
) {
  if (productIds.length === 0) return new Map<number, ProductWithRules>();
  const rows = await productsWithRules(db, { restaurantId, productIds: [...productIds] });
  return new Map(
    rows.map((row) => [
      row.product.id,
      {
        ...row.product,
        depot: row.depot?.name ? { name: row.depot.name, price: row.depot.price ?? 0 } : null,
        happyHours: row.happyHours,
        breaks: row.breaks,
        options: row.options,
      },
    ]),
  );
}
export interface ProductOptionRule {
  pivotId: number;
  price: number;
  itemName: Record<string, string>;
  /** issue 36: null = the product's */
  taxCategory: TaxCategory | null;
  group: {
    id: number;
    name: Record<string, string>;
    minimumValue: number;
    maximumValue: number | null;
    isMultiSelect: boolean;
  };
}
type HappyHourRule = {
  weekday: number;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
};
export type ProductWithRules = typeof products.$inferSelect & {
  depot: { name: typeof depots.$inferSelect.name; price: number } | null;
  happyHours: HappyHourRule[];
  breaks: BreakPattern[];
  options: ProductOptionRule[];
};

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

/**
 * A restaurant's delivery areas (SPEC §3 postal codes with shipping price and minimum order
 * value). Named like the basket's other reads (decision 032): every delivery basket's change reads them.
 */
const deliveryAreas = statement('delivery_areas', (db) =>
  db
    .select()
    .from(schema.deliveryAreas)
    .where(eq(schema.deliveryAreas.restaurantId, sql.placeholder('restaurantId'))),
);
export function findDeliveryAreas(db: Database, restaurantId: number) {
  return deliveryAreas(db, { restaurantId });
}

/** The delivery area of a postal code (SPEC §3), matched as guests type it. */
export async function findDeliveryArea(db: Database, restaurantId: number, postalCode: string) {
  return findArea(await findDeliveryAreas(db, restaurantId), postalCode);
}

/** A basket line's new quantity: the add path's one write when the dish is already in the basket. */
export const setLineQuantity = statement('basket_line_quantity', (db) =>
  db
    .update(basketProducts)
    .set({ quantity: sql`${sql.placeholder('quantity')}` })
    .where(eq(basketProducts.id, sql.placeholder('lineId'))),
);
