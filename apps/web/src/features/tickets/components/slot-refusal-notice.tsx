import { useTranslation } from '../../../lib/i18n';
import type { SlotRefusal } from '../slot-refusal';

/**
 * SPEC §4 Ticketing, decision 028: a slot refused as full (or no longer offered) keeps the
 * server's sentence on screen with the next slot that has room, one tap away.
 */
export function SlotRefusalNotice({
  refusal,
  label,
  onBook,
  id,
}: {
  refusal: SlotRefusal;
  /** how the proposed slot ('YYYY-MM-DD HH:MM') reads */
  label: (next: string) => string;
  onBook: (next: string) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center"
    >
      <p id={id} className="text-sm font-medium">
        {refusal.message}
      </p>
      {refusal.next && (
        <button
          type="button"
          className="shrink-0 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-(--color-primary-contrast) hover:shadow-md sm:ms-auto"
          onClick={() => refusal.next && onBook(refusal.next)}
        >
          {t('event.useNextSlot', { slot: label(refusal.next) })}
        </button>
      )}
    </div>
  );
}
