import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { checkoutApi } from '../api/checkout-api';
import { paymentEnded, usePaymentChoices } from '../hooks/use-payment-choices';
import { pendingPayments } from '../pending-payment-state';
import { OpenPaymentActions } from './open-payment-actions';

/**
 * Issue 33: an order of this browser waiting for its online payment, above whatever page the
 * guest lands on after leaving the provider's page (Back, a closed tab): pay it, pay another
 * way, or cancel it. A payment that ended without money meanwhile gives its items back into
 * the basket, and says so; a paid one is simply forgotten.
 */
export default function PendingPaymentNotice({ orderId, token }: { orderId: number; token: string }) {
  useDeferredTexts();
  const { t } = useTranslation();
  const { api, config } = useAppContext();
  const headingId = useId();
  const choices = usePaymentChoices(orderId, token);
  const state = useQuery({
    queryKey: ['payment-state', orderId, token],
    queryFn: () =>
      checkoutApi.paymentUpdate(api, String(orderId), token, {}).then((answer) => answer.data.status),
    retry: 1,
  });
  const current = state.data;
  const gone = state.error instanceof ApiError && state.error.status === 404;
  const { giveItemsBack, busy } = choices;

  useEffect(() => {
    if (gone) pendingPayments.forget(config.restaurantId, orderId);
    // the guest's own choice (pay another way, cancel) gives the items back and says so itself
    if (busy || current === undefined || current === 'open') return;
    if (!paymentEnded.includes(current)) {
      pendingPayments.forget(config.restaurantId, orderId);
      return;
    }
    giveItemsBack().then(
      (broughtBack) => {
        if (broughtBack)
          snackbar.show({
            text: t('pendingPayment.itemsBack', { id: String(orderId) }),
            durationMs: 0,
            closable: true,
          });
      },
      () => undefined,
    );
  }, [busy, current, gone, giveItemsBack, config.restaurantId, orderId, t]);

  if (current !== 'open') return null;
  return (
    <section aria-labelledby={headingId} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-3">
        <h2 id={headingId} className="font-semibold text-stone-900">
          {t('pendingPayment.title', { id: String(orderId) })}
        </h2>
        <p className="text-sm text-stone-700">{t('pendingPayment.explain')}</p>
        <OpenPaymentActions choices={choices} />
      </div>
    </section>
  );
}
