import { type Database, schema } from '@tavola/db';
import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../lib/http-error';
import { assertQuantityLimits } from '../basket';
import type { OrderCaller } from './create-order.service';

/**
 * SPEC §7 order/create-basket: a new basket, the caller's own, with the products of an earlier
 * order that are still on the menu (with their package choices; options are chosen again,
 * prices are today's). The order is the caller's, or its token (the payment link's handle,
 * which also reads it with GET api/order) proves that the caller placed it: after a failed
 * payment the status page's guest may hold another guest token (issue 15).
 */
export async function reorder(
  caller: OrderCaller,
  input: { orderId: number; token?: string },
): Promise<string> {
  const { db, restaurant, principal } = caller;
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, input.orderId), eq(schema.orders.restaurantId, restaurant.id)));
  const owns =
    order &&
    ((input.token !== undefined && input.token === order.token) ||
      (principal?.kind === 'public' && order.guestId === principal.guestId) ||
      (principal?.kind === 'customer' && order.userId === principal.userId));
  if (!order || !owns) throw notFound('order_not_exist');
  const lines = await db
    .select()
    .from(schema.orderProducts)
    .where(eq(schema.orderProducts.orderId, order.id));
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const active = productIds.length
    ? await db
        .select({ id: schema.products.id, isPackage: schema.products.isPackage })
        .from(schema.products)
        .where(and(inArray(schema.products.id, productIds), eq(schema.products.active, true)))
    : [];
  const reordered = lines.flatMap((line) => {
    const product = active.find((entry) => entry.id === line.productId);
    // options are chosen again: only the product, its quantity and its comment come along
    return product && !product.isPackage
      ? [{ productId: product.id, quantity: line.quantity, extraInfo: line.extraInfo }]
      : [];
  });
  // issue 14: an order placed before the caps may hold more than a basket may now
  assertQuantityLimits(restaurant, reordered);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [basket] = await tx
      .insert(schema.baskets)
      .values({
        restaurantId: restaurant.id,
        userId: principal?.kind === 'customer' ? principal.userId : null,
        guestId: principal?.kind === 'public' ? principal.guestId : null,
        deliveryType: order.deliveryType,
        contact: order.contact,
      })
      .returning({ id: schema.baskets.id });
    for (const line of reordered) {
      await tx.insert(schema.basketProducts).values({
        restaurantId: restaurant.id,
        basketId: basket!.id,
        productId: line.productId,
        quantity: line.quantity,
        extraInfo: line.extraInfo,
      });
    }
    return basket!.id;
  });
}
