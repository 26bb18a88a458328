import { type Database, schema } from '@tavola/db';
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';

const { orders, orderStatusChanges } = schema;

/**
 * The orders paid on site and handed over in [from, until): invoiced, with their stored tax
 * lines and the moment they were handed over (decision 087). Scoped to one restaurant.
 */
export async function handedOverOnSite(db: Database, restaurantId: number, from: Date, until: Date) {
  return db
    .select({
      id: orders.id,
      invoiceNumber: orders.invoiceNumber,
      paymentType: orders.paymentType,
      taxLines: orders.taxLines,
      tip: orders.tip,
      total: orders.total,
      handedOverAt: orderStatusChanges.changedAt,
    })
    .from(orders)
    .innerJoin(
      orderStatusChanges,
      and(
        eq(orderStatusChanges.restaurantId, orders.restaurantId),
        eq(orderStatusChanges.orderId, orders.id),
        eq(orderStatusChanges.toStatus, 'delivered'),
      ),
    )
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.paymentState, 'on_site'),
        isNotNull(orders.invoiceNumber),
        gte(orderStatusChanges.changedAt, from),
        lt(orderStatusChanges.changedAt, until),
      ),
    )
    .orderBy(asc(orders.invoiceNumber));
}
