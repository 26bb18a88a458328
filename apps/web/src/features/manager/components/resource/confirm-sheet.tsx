import { Sheet } from '../../../../components/ui/sheet';
import { useManagerT } from '../../manager-i18n';

/**
 * Issue 20: "really delete?" for the back-office lists, with the deed named on its button; a deed
 * that destroys nothing (marking a table paid, decision 064) is in the restaurant's colour.
 */
export function ConfirmSheet({
  title,
  text,
  action,
  pending,
  onConfirm,
  onClose,
  tone = 'danger',
}: {
  title: string;
  text: string;
  action: string;
  pending: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useManagerT();
  return (
    <Sheet title={title} placement="center" onClose={onClose}>
      <div className="space-y-4 px-5 pb-5">
        <p>{text}</p>
        <div className="flex gap-2">
          <button
            type="button"
            disabled={pending}
            onClick={onConfirm}
            className={`h-12 flex-1 rounded-full font-semibold ${tone === 'danger' ? 'bg-red-700 text-white' : 'bg-primary text-(--color-primary-contrast)'}`}
          >
            {action}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="h-12 flex-1 rounded-full font-semibold ring-1 ring-stone-300"
          >
            {t('content.cancel')}
          </button>
        </div>
      </div>
    </Sheet>
  );
}
