import { useQueryClient } from '@tanstack/react-query';
import type { BasketDto } from '@tavola/contracts';
import { useLocation } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { paymentRedirect } from '../../../lib/payment-redirect';
import { basketRecords } from '../../basket';
import { tableSeats } from '../../table-payment';
import { type CheckoutPaymentType, checkoutApi, type ShownOrder } from '../api/checkout-api';
import { forgetDrafts } from '../checkout-draft';
import { orderAttemptKey } from '../order-attempt';
import { pendingPayments } from '../pending-payment-state';

/**
 * Places the order and follows SPEC §2's redirect rules; afterwards the basket is gone, so its
 * local record, cached answers and what the guest typed at checkout go too. One Idempotency-Key per
 * basket until it is ordered (`orderAttemptKey`): pressing again after a lost answer cannot order twice.
 */
export function usePlaceOrder() {
  const { api, config } = useAppContext();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async function placeOrder(
    basketId: string,
    paymentType: CheckoutPaymentType,
    /** what the guest sees: the API refuses the order if the basket holds another time or total */
    shown: ShownOrder | undefined,
    card?: { qrCode: string; pin: string },
  ): Promise<void> {
    const answer = await checkoutApi.createOrder(
      api,
      basketId,
      paymentType,
      orderAttemptKey(sessionStorage, config.restaurantId, basketId),
      shown,
      card,
    );
    // issue 33: the table's bill is offered from the moment a pay-at-the-end order is placed at
    // this phone's table, not once its order page has loaded (a guest going straight back to the
    // menu missed it)
    const basket = queryClient.getQueriesData<BasketDto>({ queryKey: ['basket', basketId] })[0]?.[1];
    if (paymentType === 'payAtEnd' && basket?.table_id != null)
      tableSeats.ordered(config.restaurantId, basket.table_id);
    const next = paymentRedirect(answer.data.paymentLink, location.origin);
    // issue 33: a payment page is where a guest may turn back; the order waits for them
    if (next.kind === 'external' || next.to.startsWith('/payment?')) {
      const { orderId, token } = answer.data;
      pendingPayments.remember({ restaurantId: config.restaurantId, orderId, token });
    }
    if (next.kind === 'route') navigate(next.to, { replace: true });
    else location.assign(next.href);
    basketRecords.forget(config.restaurantId);
    forgetDrafts(sessionStorage, config.restaurantId);
    queryClient.removeQueries({ queryKey: ['basket'] });
  };
}
