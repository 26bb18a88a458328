import type { OrderSummaryDto } from '@tavola/contracts';
import { isHostedPayment, paymentHold } from '@tavola/domain';
import type { Translate } from '../../../lib/i18n';
import type { AccountTranslate } from '../account-i18n';

const statuses = ['received', 'processing', 'delivered', 'rejected'] as const;
/** Issue 15: an online payment that ended without money left no order to wait for. */
const endedPayment = {
  failed: 'orders.paymentFailed',
  cancelled: 'orders.paymentCancelled',
  expired: 'orders.paymentExpired',
} as const;

/**
 * What a past order's card says of it: awaiting its payment, its payment ended (`ended`: no
 * order to wait for), or the order's status.
 */
export function pastOrderStatus(order: OrderSummaryDto, t: AccountTranslate, tApp: Translate) {
  // online orders are created before they are paid (isHostedPayment is how the API marks them)
  const hold = paymentHold({
    isOnlinePayment: isHostedPayment(order.payment),
    paymentState: order.paymentState,
  });
  const ended =
    hold === 'payment_ended' ? endedPayment[order.paymentState as keyof typeof endedPayment] : undefined;
  const text = ended
    ? t(ended)
    : hold === 'awaiting_payment'
      ? t('orders.awaitingPayment')
      : (statuses as readonly string[]).includes(order.status)
        ? tApp(`order.status.${order.status as (typeof statuses)[number]}`)
        : order.status;
  return { text, ended: ended !== undefined };
}
