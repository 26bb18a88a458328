import type { ManagerOrder } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import { paymentHold, type ReadyStepRefusal, readyStepRefusal } from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import { restaurantSettings } from '../restaurants';
import { findOrder, type OrderRow } from './manager-orders.repository';
import { type View, withDetails } from './manager-orders.service';

const refusalKeys: Record<ReadyStepRefusal, ServerMessageKey> = {
  no_ready_step: 'order_ready_no_step',
  not_in_preparation: 'order_ready_not_in_preparation',
  already_ready: 'order_ready_already',
};

/**
 * Issue 34 POST managers/order/mark-ready (decision 082): the kitchen calls an order ready for
 * the guest to fetch. On the locked row, as a status change: two managers pressing at once, the
 * second is told it is ready already. The step is recorded as processing → ready with who and
 * when; the status stays processing (SPEC §5). Answers the order as the board reads it and the
 * row for what follows the commit (the guest's mail).
 */
export async function markOrderReady(
  db: Database,
  view: View,
  input: { managerId: number; orderId: number },
): Promise<{ order: ManagerOrder; row: OrderRow }> {
  const row = await db.transaction(async (tx) => {
    const current = await findOrder(tx, view.restaurant.id, input.orderId, true);
    if (!current) throw notFound('order_not_exist');
    const hold = paymentHold(current);
    if (hold)
      throw new HttpError(
        409,
        hold === 'awaiting_payment' ? 'order_awaiting_payment' : 'order_payment_ended',
      );
    const ticketing = restaurantSettings(view.restaurant).ticketingSystem;
    const refusal = readyStepRefusal({ ...current, ticketing });
    if (refusal) {
      const key = refusalKeys[refusal];
      throw new HttpError(422, key, undefined, { orderId: [{ key }] });
    }
    const [updated] = await tx
      .update(schema.orders)
      .set({ readyAt: new Date() })
      .where(eq(schema.orders.id, current.id))
      .returning();
    await tx.insert(schema.orderStatusChanges).values({
      restaurantId: view.restaurant.id,
      orderId: current.id,
      fromStatus: current.status,
      toStatus: 'ready',
      managerId: input.managerId,
    });
    return updated!;
  });
  const [order] = await withDetails(db, view, [row]);
  return { order: order!, row };
}
