import { type Database, schema } from '@tavola/db';
import { and, asc, eq } from 'drizzle-orm';

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderLineRow = typeof schema.orderProducts.$inferSelect;

/** An order of a restaurant, or undefined: one of another restaurant is not found. */
export async function findOrder(db: Database, restaurantId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, orderId), eq(schema.orders.restaurantId, restaurantId)));
  return order;
}

/** Its lines in the order they were written (the basket's). */
export function orderLines(db: Database, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(schema.orderProducts)
    .where(eq(schema.orderProducts.orderId, orderId))
    .orderBy(asc(schema.orderProducts.id));
}
