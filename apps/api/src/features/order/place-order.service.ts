import { schema } from '@tavola/db';
import { isHostedPayment } from '@tavola/domain';
import { and, desc, eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import { startHostedPayment } from '../payment';
import { createOrder, type OrderCaller } from './create-order.service';

/**
 * create-order and, for a provider payment, the provider's page to go to. The order is
 * committed first (nothing is held while the provider answers); a retried request with the same
 * Idempotency-Key gets the same page back.
 */
export async function placeOrder(
  caller: OrderCaller,
  input: Parameters<typeof createOrder>[1],
): Promise<{ orderId: number; token: string; paymentLink: string; created: boolean }> {
  const { order, paymentLink, created } = await createOrder(caller, input);
  const answer = { orderId: order.id, token: order.token, created };
  if (!isHostedPayment(order.paymentType)) return { ...answer, paymentLink };
  if (created) {
    const checkout = await startHostedPayment(caller, order, order.paymentType);
    return { ...answer, paymentLink: checkout };
  }
  const [payment] = await caller.db
    .select({ checkoutUrl: schema.payments.checkoutUrl, state: schema.payments.state })
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.restaurantId, order.restaurantId)))
    .orderBy(desc(schema.payments.id))
    .limit(1);
  // a retry of an order whose payment has moved on since: nothing in the request is at fault
  if (payment?.state !== 'open' || !payment.checkoutUrl) throw new HttpError(409, 'payment_problem');
  return { ...answer, paymentLink: payment.checkoutUrl };
}
