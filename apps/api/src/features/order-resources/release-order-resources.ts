import { type Database, schema } from '@tavola/db';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { releaseCapacity } from '../capacity';
import { releaseTickets } from '../tickets';

/**
 * Gives back what an order took when it was created (stock, the voucher's use, its capacity
 * slot, its tickets' places) once its payment failed, was cancelled or expired. Runs inside the caller's transaction
 * holding the order's row lock; the resourcesReleased flag makes it happen once.
 */
export async function releaseOrderResources(tx: Database, orderId: number): Promise<void> {
  const [order] = await tx
    .update(schema.orders)
    .set({ resourcesReleased: true })
    .where(and(eq(schema.orders.id, orderId), eq(schema.orders.resourcesReleased, false)))
    .returning();
  if (!order) return;
  const lines = await tx.select().from(schema.orderProducts).where(eq(schema.orderProducts.orderId, orderId));
  const taken = new Map<number, number>();
  const add = (productId: number | null | undefined, quantity: number) => {
    if (productId) taken.set(productId, (taken.get(productId) ?? 0) + quantity);
  };
  for (const line of lines) {
    add(line.productId, line.quantity);
    for (const option of line.options) {
      if (option.kind === 'package') add(option.productId, option.quantity * line.quantity);
    }
  }
  // in product order, like create-order takes them, so the two never deadlock
  for (const [productId, quantity] of [...taken].sort(([a], [b]) => a - b)) {
    await tx
      .update(schema.products)
      .set({ stock: sql`${schema.products.stock} + ${quantity}` })
      .where(and(eq(schema.products.id, productId), isNotNull(schema.products.stock)));
  }
  if (order.voucherId !== null && order.discount > 0) {
    await tx
      .update(schema.vouchers)
      .set({ usedCount: sql`${schema.vouchers.usedCount} - 1` })
      .where(and(eq(schema.vouchers.id, order.voucherId), gt(schema.vouchers.usedCount, 0)));
  }
  if (order.slotStart) {
    await releaseCapacity(tx, {
      restaurantId: order.restaurantId,
      kind: 'delivery',
      slotStart: order.slotStart,
      amount: 1,
    });
  }
  await releaseTickets(tx, order.id, order.restaurantId);
}
