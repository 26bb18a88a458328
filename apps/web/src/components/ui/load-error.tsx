import { useTranslation } from '../../lib/i18n';

/**
 * Issue 15: what a screen shows when its data could not be loaded (offline, a failed request):
 * the reason and a way to try again, never a skeleton or spinner that waits forever.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-800">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
      >
        {t('app.tryAgain')}
      </button>
    </div>
  );
}
