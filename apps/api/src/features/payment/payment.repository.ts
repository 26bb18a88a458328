import { type Database, schema } from '@tavola/db';
import { and, desc, eq } from 'drizzle-orm';
import type { Principal } from '../auth';

/**
 * An order its reader may see: by the order's own token from the payment link, or as the guest
 * or customer who placed it. Anyone else learns nothing (the caller answers 404).
 */
export async function findReadableOrder(
  db: Database,
  restaurantId: number,
  handle: { orderId?: number; token?: string; basketId?: string },
  principal: Principal | undefined,
) {
  const where = handle.orderId
    ? eq(schema.orders.id, handle.orderId)
    : handle.basketId
      ? eq(schema.orders.basketId, handle.basketId)
      : undefined;
  if (!where) return undefined;
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.restaurantId, restaurantId), where))
    .orderBy(desc(schema.orders.id))
    .limit(1);
  if (!order) return undefined;
  const readable =
    (handle.token !== undefined && handle.token === order.token) ||
    (principal?.kind === 'public' && order.guestId === principal.guestId) ||
    (principal?.kind === 'customer' && order.userId === principal.userId);
  return readable ? order : undefined;
}

/** The order's latest payment attempt. */
export async function latestPaymentOf(db: Database, orderId: number) {
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, orderId))
    .orderBy(desc(schema.payments.id))
    .limit(1);
  return payment;
}

export async function findPaymentByProviderId(db: Database, provider: string, providerPaymentId: string) {
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(
      and(eq(schema.payments.provider, provider), eq(schema.payments.providerPaymentId, providerPaymentId)),
    );
  return payment;
}
