import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@tavola/i18n/money';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { paymentRedirect } from '../../../lib/payment-redirect';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { PageHeader } from '../../restaurant';
import { checkoutApi } from '../api/checkout-api';

const outcomes = [
  { outcome: 'paid', label: 'demoPay.pay', style: 'bg-primary text-(--color-primary-contrast)' },
  { outcome: 'failed', label: 'demoPay.fail', style: 'ring-1 ring-stone-300' },
  { outcome: 'cancelled', label: 'demoPay.cancel', style: 'ring-1 ring-stone-300' },
] as const;

/** The order's page in the storefront (the return URL is ours). */
function backTo(returnUrl: string): string {
  const next = paymentRedirect(returnUrl, location.origin);
  return next.kind === 'route' ? next.to : '/menu';
}

/**
 * SPEC §2 /payment, as the offline demo provider's hosted page: the amount, and a choice of how
 * the payment ends. Deciding sends the guest back to the order, where the server asks the
 * provider, exactly as after Mollie or Saferpay.
 */
export default function DemoPaymentPage() {
  useDeferredTexts();
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const messageOf = useErrorMessage();
  const sessionId = search.get('session') ?? '';
  const [busy, setBusy] = useState(false);
  const session = useQuery({
    queryKey: ['demo-payment', sessionId],
    queryFn: () => checkoutApi.demoSession(api, sessionId).then((answer) => answer.data),
    enabled: sessionId !== '',
    retry: false,
  });

  async function decide(outcome: (typeof outcomes)[number]['outcome']) {
    setBusy(true);
    try {
      const { data } = await checkoutApi.demoDecide(api, sessionId, outcome);
      const next = paymentRedirect(data.returnUrl, location.origin);
      if (next.kind === 'route') navigate(next.to, { replace: true });
      else location.assign(next.href);
    } catch (error) {
      snackbar.error(messageOf(error));
      setBusy(false);
    }
  }

  const data = session.data;
  const open = data && !data.outcome && !data.expired;
  return (
    <>
      <PageHeader />
      <main id="main" className="mx-auto max-w-md space-y-5 px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight">{t('demoPay.title')}</h1>
        {session.isPending && sessionId !== '' ? (
          <p role="status">{t('app.loading')}</p>
        ) : !data ? (
          <p role="alert" className="text-red-700">
            {messageOf(session.error, t('demoPay.closed'))}
          </p>
        ) : (
          <section className="space-y-4 rounded-3xl bg-white p-5 ring-1 ring-stone-200">
            <p className="text-sm text-stone-600">{t('demoPay.explain')}</p>
            <p className="text-stone-700">{data.description}</p>
            <p className="flex items-baseline justify-between text-lg font-bold">
              <span>{t('demoPay.amount')}</span>
              <span>{formatMoney(data.amount, data.currency, locale)}</span>
            </p>
            {open ? (
              <div className="flex flex-col gap-3">
                {outcomes.map(({ outcome, label, style }) => (
                  <button
                    key={outcome}
                    type="button"
                    disabled={busy}
                    onClick={() => void decide(outcome)}
                    className={`rounded-full px-5 py-3 font-semibold disabled:opacity-50 ${style}`}
                  >
                    {t(label)}
                  </button>
                ))}
              </div>
            ) : (
              <>
                <p role="alert">{t('demoPay.closed')}</p>
                <Link
                  to={backTo(data.returnUrl)}
                  className="inline-block rounded-full px-5 py-2.5 font-medium ring-1 ring-stone-300"
                >
                  {t('demoPay.back')}
                </Link>
              </>
            )}
          </section>
        )}
      </main>
    </>
  );
}
