import { useTranslation } from '../../../lib/i18n';
import type { usePaymentChoices } from '../hooks/use-payment-choices';

const button =
  'min-h-11 rounded-full px-5 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Issue 33: the ways on from an open online payment: its page again, another way to pay, or the
 * order cancelled (its items go back into the basket either way).
 */
export function OpenPaymentActions({ choices }: { choices: ReturnType<typeof usePaymentChoices> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={`${button} bg-primary text-(--color-primary-contrast)`}
        disabled={choices.busy}
        onClick={() => void choices.resume()}
      >
        {t('payment.resume')}
      </button>
      <button
        type="button"
        className={`${button} bg-white ring-1 ring-stone-300`}
        disabled={choices.busy}
        onClick={() => void choices.payAnotherWay('open')}
      >
        {t('pendingPayment.payAnotherWay')}
      </button>
      <button
        type="button"
        className={`${button} bg-white text-red-800 ring-1 ring-stone-300`}
        disabled={choices.busy}
        onClick={() => void choices.cancelOrder()}
      >
        {t('pendingPayment.cancel')}
      </button>
    </div>
  );
}
