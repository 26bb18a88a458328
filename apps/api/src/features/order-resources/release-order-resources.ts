import { type Database, schema } from '@tavola/db';
import { stockWanted } from '@tavola/domain';
import { and, eq } from 'drizzle-orm';
import { releaseTickets } from '../tickets';
import { releaseSlot } from './hold-slot';
import { releaseStock } from './take-stock';
import { returnVoucher } from './use-voucher';

/**
 * Gives back what an order took when it was created — its stock, the voucher's use, its place
 * in a quarter hour, its tickets' places — once its payment failed, was cancelled or expired, or
 * the order was rejected: each with the undo beside the step that took it (issue 35), from the
 * order's own lines, so nothing is computed twice. Runs inside the caller's transaction holding
 * the order's row lock; the resourcesReleased flag makes it happen once.
 */
export async function releaseOrderResources(tx: Database, orderId: number): Promise<void> {
  const [order] = await tx
    .update(schema.orders)
    .set({ resourcesReleased: true })
    .where(and(eq(schema.orders.id, orderId), eq(schema.orders.resourcesReleased, false)))
    .returning();
  if (!order) return;
  const lines = await tx.select().from(schema.orderProducts).where(eq(schema.orderProducts.orderId, orderId));
  await releaseStock(
    tx,
    stockWanted(
      lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        items: line.options.filter((option) => option.kind === 'package'),
      })),
    ),
  );
  if (order.voucherId !== null && order.discount > 0) await returnVoucher(tx, order.voucherId);
  if (order.slotStart)
    await releaseSlot(tx, { restaurantId: order.restaurantId, slotStart: order.slotStart });
  await releaseTickets(tx, order.id, order.restaurantId);
}
