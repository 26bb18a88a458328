import { type Database, schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import { keptProducts, type ProductRow, type ProductValues } from './products.repository';

const { products, productAttributeItems } = schema;

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
        keptProducts(restaurantId),
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
