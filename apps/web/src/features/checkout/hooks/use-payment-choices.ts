import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, basketMissingCode } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { paymentRedirect } from '../../../lib/payment-redirect';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { basketRecords } from '../../basket';
import { checkoutApi, type PaymentState } from '../api/checkout-api';
import { draftKey, writeDraft } from '../checkout-draft';
import { pendingPayments } from '../pending-payment-state';

/** Payment states after which no money was taken and the order's items may come back. */
export const paymentEnded: readonly PaymentState[] = ['failed', 'cancelled', 'expired'];

/** One restore per order at a time in this tab: the order page and the menu's notice may both ask. */
const restoring = new Map<number, Promise<boolean>>();

/**
 * Issue 33: what a guest may do with an order whose online payment is open or has ended
 * without money: pay on the provider's page again, give the payment up to pay another way or
 * to cancel the order, and (once the payment has ended) have the order's items back in the
 * basket they are filling, once.
 */
export function usePaymentChoices(orderId: number, token: string) {
  const { t } = useTranslation();
  const { api, config } = useAppContext();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const messageOf = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const restaurantId = config.restaurantId;

  /**
   * The items come back once: not again after a reload, nor from another page of this tab.
   * True when this call (or one it joined) brought them back, false when they were back already.
   */
  const giveItemsBack = useCallback((): Promise<boolean> => {
    const record = pendingPayments.of(restaurantId);
    if (record?.orderId === orderId && record.itemsBack) return Promise.resolve(false);
    const restore = async () => {
      const current = basketRecords.basketId(restaurantId);
      const { data } = await checkoutApi.restoreCart(api, orderId, token, current).catch((error: unknown) => {
        // the stored basket is gone by now (the client forgot it): a new one takes the items
        if (current && error instanceof ApiError && error.code === basketMissingCode)
          return checkoutApi.restoreCart(api, orderId, token, undefined);
        throw error;
      });
      pendingPayments.itemsBack(restaurantId, orderId);
      if (data.basketId !== basketRecords.basketId(restaurantId)) {
        basketRecords.remember({ restaurantId, basketId: data.basketId });
        // the checkout shows what the guest typed for the order again (its draft is the basket's)
        writeDraft(sessionStorage, draftKey(restaurantId, data.basketId), { contact: data.contact });
      }
      // SPEC §8 local message: what the menu no longer offers as it was did not come back
      if (data.removed > 0) snackbar.show({ text: t('basket.itemsRemoved') });
      await queryClient.invalidateQueries({ queryKey: ['basket'] });
      return true;
    };
    let running = restoring.get(orderId);
    if (!running) {
      running = restore().finally(() => restoring.delete(orderId));
      restoring.set(orderId, running);
    }
    return running;
  }, [api, orderId, token, restaurantId, queryClient, t]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      snackbar.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  /** Gives the open payment up; false when the guest had paid meanwhile (the order page says so). */
  async function giveUp(): Promise<boolean> {
    const { data } = await checkoutApi.paymentCancel(api, orderId, token);
    await queryClient.invalidateQueries({ queryKey: ['payment-state', orderId] });
    await queryClient.invalidateQueries({ queryKey: ['order', String(orderId)] });
    if (paymentEnded.includes(data.status)) return true;
    pendingPayments.forget(restaurantId, orderId);
    navigate(`/paymentstatus?orderId=${orderId}&token=${encodeURIComponent(token)}`);
    return false;
  }

  return {
    busy,
    giveItemsBack,
    /** the provider's page again */
    resume: () =>
      run(async () => {
        const { data } = await checkoutApi.paymentPrepare(api, String(orderId), token);
        const next = paymentRedirect(data.mollieLink, location.origin);
        if (next.kind === 'route') navigate(next.to);
        else location.assign(next.href);
      }),
    /** the payment given up (when still open), the items back, on to the checkout */
    payAnotherWay: (state: PaymentState) =>
      run(async () => {
        if (state === 'open' && !(await giveUp())) return;
        await giveItemsBack();
        navigate('/checkout');
      }),
    /** the order cancelled, its items back in the basket: the guest stays where they are */
    cancelOrder: () =>
      run(async () => {
        if (!(await giveUp())) return;
        await giveItemsBack();
        snackbar.show({ text: t('pendingPayment.cancelled', { id: String(orderId) }), tone: 'success' });
      }),
  };
}
