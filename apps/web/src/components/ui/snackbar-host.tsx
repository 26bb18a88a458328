import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n';
import { type Snack, snackbar } from '../../lib/snackbar';

const toneClass: Record<Snack['tone'], string> = {
  info: 'bg-stone-900 text-white',
  success: 'bg-stone-900 text-white',
  error: 'bg-red-700 text-white',
};

/**
 * SPEC §2 snackbar. The two live regions stay in the page from the start, so screen readers
 * announce what is added to them: errors assertively (alert), the rest politely (status).
 */
export function SnackbarHost() {
  const snacks = useSyncExternalStore(snackbar.subscribe, snackbar.getSnapshot, snackbar.getSnapshot);
  const errors = snacks.filter((snack) => snack.tone === 'error');
  const others = snacks.filter((snack) => snack.tone !== 'error');
  return (
    <div
      data-snackbar
      // above the phone's basket bar and the table's service button while they show (index.css)
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--bottom-bar,0px)+var(--floating-button,0px))] z-[60] flex flex-col items-center gap-2 px-4"
    >
      {/* explicit aria-live: an open modal panel hides the rest of the page, but not live regions */}
      <div role="alert" aria-live="assertive" className="flex w-full max-w-md flex-col gap-2">
        {errors.map((snack) => (
          <SnackView key={snack.id} snack={snack} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
        {others.map((snack) => (
          <SnackView key={snack.id} snack={snack} />
        ))}
      </div>
    </div>
  );
}

function SnackView({ snack }: { snack: Snack }) {
  const { t } = useTranslation();
  if (snack.screenReaderOnly) return <p className="sr-only">{snack.text}</p>;
  return (
    <div
      className={`pointer-events-auto flex items-center gap-3 rounded-2xl px-4 py-3 text-sm shadow-lg ${toneClass[snack.tone]}`}
    >
      <p className="min-w-0 flex-1">
        {snack.text}
        {snack.detail && <span className="sr-only">: {snack.detail}</span>}
      </p>
      {snack.confirm && (
        <button
          type="button"
          className="shrink-0 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-stone-900"
          onClick={() => {
            snack.confirm?.onConfirm();
            snackbar.dismiss(snack.id);
          }}
        >
          {snack.confirm.label}
        </button>
      )}
      {snack.closable && (
        <button
          type="button"
          className="-me-1 flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
          aria-label={t('app.close')}
          onClick={() => snackbar.dismiss(snack.id)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path
              fill="currentColor"
              d="M6.3 5 10 8.6 13.7 5 15 6.3 11.4 10l3.6 3.7-1.3 1.3-3.7-3.6L6.3 15 5 13.7 8.6 10 5 6.3z"
            />
          </svg>
        </button>
      )}
    </div>
  );
}
