import { isHostedPayment } from '@tavola/domain';
import { startHostedPayment } from '../payment';
import { createOrder, type OrderCaller, type OrderLineRow, type OrderRow } from './create-order';

/**
 * create-order and, for a provider payment, the provider's page to go to. The order is
 * committed first; the provider is then asked under that order's row lock only. A retried request with the
 * same Idempotency-Key gets the same page back, or starts the payment if the first request's
 * process died before it could (decision 020).
 */
export async function placeOrder(
  caller: OrderCaller,
  input: Parameters<typeof createOrder>[1],
): Promise<{
  orderId: number;
  token: string;
  paymentLink: string;
  created: boolean;
  /** the order as committed with its lines, when this request created it (for its mails) */
  placed?: { order: OrderRow; lines: OrderLineRow[] };
}> {
  const { order, lines, paymentLink, created } = await createOrder(caller, input);
  const answer = { orderId: order.id, token: order.token, created, placed: lines && { order, lines } };
  if (!isHostedPayment(order.paymentType)) return { ...answer, paymentLink };
  return { ...answer, paymentLink: await startHostedPayment(caller, order, order.paymentType) };
}
