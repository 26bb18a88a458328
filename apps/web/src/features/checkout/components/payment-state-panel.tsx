import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { checkoutApi, type PaymentState } from '../api/checkout-api';
import { paymentEnded, usePaymentChoices } from '../hooks/use-payment-choices';
import { pendingPayments } from '../pending-payment-state';
import { OpenPaymentActions } from './open-payment-actions';

/** What a provider may append to our return URL; passed on, never believed (the server asks). */
const providerParams = ['paymentId', 'PayerID', 'sessionId', 'sessionResult'];
const button = 'rounded-full px-5 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/**
 * SPEC §2 /paymentstatus for an online payment: 'checking' while the server asks the provider,
 * then its state. While open it asks again every few seconds and offers the payment page again,
 * another way to pay, or cancelling the order (issue 33). After a failure the order's products
 * return to the basket (at once when this browser placed the order, so "your items are kept" is
 * true on the menu too), ready to pay another way.
 */
export function PaymentStatePanel({
  orderId,
  token,
  initial,
}: {
  orderId: number;
  token: string;
  initial: PaymentState;
}) {
  const { t } = useTranslation();
  const { api, config } = useAppContext();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const choices = usePaymentChoices(orderId, token);
  const params = Object.fromEntries(
    providerParams.flatMap((key) => (search.get(key) ? [[key, search.get(key)!]] : [])),
  );
  const state = useQuery({
    queryKey: ['payment-state', orderId, token],
    queryFn: () =>
      checkoutApi.paymentUpdate(api, String(orderId), token, params).then((answer) => answer.data.status),
    initialData: initial === 'open' ? undefined : initial,
    refetchInterval: (query) => (query.state.data === 'open' ? 4000 : false),
    retry: 1,
  });

  // the order shown around this panel follows the payment's state
  useEffect(() => {
    if (state.data !== undefined && state.data !== initial) {
      void queryClient.invalidateQueries({ queryKey: ['order', String(orderId)] });
    }
  }, [state.data, initial, orderId, queryClient]);

  // issue 33: this browser placed the order, so its items go back into its basket now
  const current = state.data;
  const ownOrder = pendingPayments.of(config.restaurantId)?.orderId === orderId;
  const { giveItemsBack } = choices;
  useEffect(() => {
    if (current === undefined) return;
    if (paymentEnded.includes(current)) {
      if (ownOrder) void giveItemsBack().catch(() => undefined);
    } else if (current !== 'open') pendingPayments.forget(config.restaurantId, orderId);
  }, [current, ownOrder, giveItemsBack, config.restaurantId, orderId]);

  if (current === undefined) {
    return (
      <p role="status" className="flex items-center gap-3 font-medium">
        <span className="size-5 animate-spin rounded-full border-2 border-stone-200 border-t-primary" />
        {t('payment.verifying')}
      </p>
    );
  }
  const failed = paymentEnded.includes(current);
  return (
    <div
      className={`space-y-3 rounded-2xl p-4 ${failed ? 'bg-red-50' : current === 'paid' ? 'bg-emerald-50' : 'bg-amber-50'}`}
    >
      <p role={failed ? 'alert' : 'status'} className={`font-semibold ${failed ? 'text-red-800' : ''}`}>
        {t('payment.stateLabel')}: {t(`payment.state.${current}`)}
      </p>
      {current === 'open' && (
        <>
          <p className="text-sm text-stone-700">{t('payment.notPaidYet')}</p>
          <OpenPaymentActions choices={choices} />
        </>
      )}
      {failed && <p className="text-sm text-stone-800">{t('payment.notPlaced')}</p>}
      {failed && (
        <button
          type="button"
          className={`${button} bg-primary text-(--color-primary-contrast)`}
          disabled={choices.busy}
          onClick={() => void choices.payAnotherWay(current)}
        >
          {t('payment.tryAgain')}
        </button>
      )}
    </div>
  );
}
