import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { latestPaymentOf, paymentContext, settlePayment } from '../payment';
import { findOrder } from './manager-orders.repository';
import { type View, withDetails } from './manager-orders.service';

/**
 * Issue 34 POST managers/order/check-payment: a guest paid online but never came back to the
 * order page, so the order waits for the reconciliation job (a minute or more). The board asks
 * the provider now, as the guest's return would (settlePayment: once, on the locked payment).
 * Answers the order as it then is, and whether the provider confirmed the payment.
 */
export async function checkOrderPayment(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'realtime' | 'credentials'>,
  view: View,
  orderId: number,
  log: FastifyBaseLogger,
) {
  const order = await findOrder(deps.db, view.restaurant.id, orderId);
  if (!order) throw notFound('order_not_exist');
  const payment =
    order.isOnlinePayment && order.paymentState === 'open'
      ? await latestPaymentOf(deps.db, order.id)
      : undefined;
  if (payment) await settlePayment(paymentContext(deps, view.restaurant, log), payment.id);
  const fresh = (await findOrder(deps.db, view.restaurant.id, orderId))!;
  const [answer] = await withDetails(deps.db, view, [fresh]);
  return { order: answer!, confirmed: fresh.paymentState === 'paid' };
}
