import { useTranslation } from '../../../lib/i18n';

/** SPEC §8 local message: the basket could not be read, and nothing else here can work without it. */
export function BasketUnread({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-16">
      <p role="alert">{t('checkout.basketInfoError')}</p>
      <button
        type="button"
        className="rounded-full border border-stone-300 px-4 py-2 font-medium"
        onClick={onRetry}
      >
        {t('app.tryAgain')}
      </button>
    </div>
  );
}

/** The basket on its way; with `preparing`, the pay-at-the-counter shortcut at work, said aloud. */
export function CheckoutLoading({ preparing }: { preparing: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-16" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
      <span className={preparing ? 'font-medium text-stone-700' : 'sr-only'}>
        {preparing ? t('checkout.placing') : t('app.loading')}
      </span>
    </div>
  );
}
