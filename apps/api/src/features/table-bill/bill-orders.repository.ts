import { type Database, schema } from '@tavola/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

export type BillOrderRow = typeof schema.orders.$inferSelect;
export type BillOrderLineRow = typeof schema.orderProducts.$inferSelect;

/**
 * The bill's orders as stored, oldest first, with their lines (issue 36): what their receipts,
 * a payer's and the table's invoice read — tax lines, line parts and invoice numbers.
 */
export async function billOrders(
  db: Database,
  restaurantId: number,
  orderIds: readonly number[],
): Promise<{ order: BillOrderRow; lines: BillOrderLineRow[] }[]> {
  if (orderIds.length === 0) return [];
  const ids = [...orderIds];
  const orders = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.restaurantId, restaurantId), inArray(schema.orders.id, ids)))
    .orderBy(asc(schema.orders.id));
  const lines = await db
    .select()
    .from(schema.orderProducts)
    .where(
      and(eq(schema.orderProducts.restaurantId, restaurantId), inArray(schema.orderProducts.orderId, ids)),
    )
    .orderBy(asc(schema.orderProducts.id));
  return orders.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id) }));
}

/** The name of the bill's table, as the guests read it on the table. */
export async function billTableName(db: Database, tableId: number): Promise<string> {
  const [table] = await db
    .select({ name: schema.tables.name })
    .from(schema.tables)
    .where(eq(schema.tables.id, tableId));
  return table?.name ?? '';
}
