import { useTranslation } from '../../lib/i18n';
import { type Snack, snackbar } from '../../lib/snackbar';

const toneClass: Record<Snack['tone'], string> = {
  info: 'bg-stone-900 text-white',
  success: 'bg-stone-900 text-white',
  error: 'bg-red-700 text-white',
};

/** One snackbar (SPEC §2): its text, and its confirm and close buttons when it has them. */
export default function SnackView({ snack }: { snack: Snack }) {
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
