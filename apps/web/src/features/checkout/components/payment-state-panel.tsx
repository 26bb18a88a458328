import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { basketRecords } from '../../basket';
import { checkoutApi, type PaymentState } from '../api/checkout-api';
import { draftKey, writeDraft } from '../checkout-draft';
import { paymentRedirect } from '../payment-redirect';

/** What a provider may append to our return URL; passed on, never believed (the server asks). */
const providerParams = ['paymentId', 'PayerID', 'sessionId', 'sessionResult'];
const ended: readonly PaymentState[] = ['failed', 'cancelled', 'expired'];
const button = 'rounded-full px-5 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/**
 * SPEC §2 /paymentstatus for an online payment: 'checking' while the server asks the provider,
 * then its state. While open it asks again every few seconds and offers the payment page again;
 * after a failure the order's products return to a new cart, ready to pay another way.
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
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const [busy, setBusy] = useState(false);
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

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      snackbar.error(messageOf(error));
      setBusy(false);
    }
  }

  const resume = () =>
    run(async () => {
      const { data } = await checkoutApi.paymentPrepare(api, String(orderId), token);
      const next = paymentRedirect(data.mollieLink, location.origin);
      if (next.kind === 'route') navigate(next.to);
      else location.assign(next.href);
    });

  const payAnotherWay = () =>
    run(async () => {
      // the order's token proves it is this guest's, whichever guest token this browser holds
      const { data } = await checkoutApi.restoreCart(api, orderId, token);
      basketRecords.remember({ restaurantId: config.restaurantId, basketId: data.basketId });
      // the checkout shows what the guest typed for the order again (its draft is the basket's)
      writeDraft(sessionStorage, draftKey(config.restaurantId, data.basketId), { contact: data.contact });
      // SPEC §8 local message: what the menu no longer offers as it was did not come back
      if (data.removed > 0) snackbar.show({ text: t('basket.itemsRemoved') });
      await queryClient.invalidateQueries({ queryKey: ['basket'] });
      navigate('/checkout');
    });

  if (state.data === undefined) {
    return (
      <p role="status" className="flex items-center gap-3 font-medium">
        <span className="size-5 animate-spin rounded-full border-2 border-stone-200 border-t-primary" />
        {t('payment.verifying')}
      </p>
    );
  }
  const current = state.data;
  const failed = ended.includes(current);
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
          <button
            type="button"
            className={`${button} bg-primary text-(--color-primary-contrast)`}
            disabled={busy}
            onClick={resume}
          >
            {t('payment.resume')}
          </button>
        </>
      )}
      {failed && <p className="text-sm text-stone-800">{t('payment.notPlaced')}</p>}
      {failed && (
        <button
          type="button"
          className={`${button} bg-primary text-(--color-primary-contrast)`}
          disabled={busy}
          onClick={payAnotherWay}
        >
          {t('payment.tryAgain')}
        </button>
      )}
    </div>
  );
}
