import { type Database, schema } from '@tavola/db';
import { mayReadOrder } from '@tavola/domain';
import { and, asc, desc, eq, lt, notExists, sql } from 'drizzle-orm';
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
  return mayReadOrder(order, handle.token, principal) ? order : undefined;
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

/** Issue 17: a table claim's latest payment attempt. */
export async function latestClaimPaymentOf(db: Database, tableClaimId: number) {
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.tableClaimId, tableClaimId))
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

/**
 * Online orders still waiting for their payment to be started: the process that committed them
 * died before it reached the provider (decision 020). Oldest first.
 */
export async function findUnstartedOnlineOrders(db: Database, createdBefore: Date, limit: number) {
  return db
    .select()
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.isOnlinePayment, true),
        eq(schema.orders.paymentState, 'open'),
        lt(schema.orders.createdAt, createdBefore),
        notExists(
          db
            .select({ one: sql`1` })
            .from(schema.payments)
            .where(eq(schema.payments.orderId, schema.orders.id)),
        ),
      ),
    )
    .orderBy(asc(schema.orders.createdAt))
    .limit(limit);
}
