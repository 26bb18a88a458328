import type { TicketSlotDto } from '@tavola/contracts';
import { formatWallTime } from '@tavola/i18n/wall-clock';
import { useTranslation } from '../../../lib/i18n';

/**
 * SPEC §4 Ticketing, §5: the slots of the picked day, each 'start – end' (end = start +
 * duration) with the places left; a full slot is shown, marked 'Sold out', and cannot be chosen.
 */
export function TicketSlots({
  slots,
  saving,
  onChoose,
}: {
  slots: TicketSlotDto[];
  saving: boolean;
  onChoose: (start: string) => void;
}) {
  const { t, locale } = useTranslation();
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {slots.map((slot) => {
        const range = t('event.slotRange', {
          start: formatWallTime(slot.time, locale),
          end: formatWallTime(slot.end_time, locale),
        });
        const places = slot.full
          ? t('event.soldOut')
          : slot.remaining === null
            ? t('event.openPlaces')
            : t('event.placesLeft', { count: slot.remaining });
        return (
          <li key={slot.start}>
            <button
              type="button"
              disabled={slot.full || saving}
              aria-label={`${range}, ${places}`}
              onClick={() => onChoose(slot.start)}
              className="flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 text-start ring-1 ring-stone-200 transition hover:ring-2 hover:ring-primary disabled:cursor-not-allowed disabled:bg-stone-100 disabled:hover:ring-1 disabled:hover:ring-stone-200"
            >
              <span className="text-lg font-semibold tabular-nums" dir="ltr">
                {range}
              </span>
              <span
                className={`rounded-full px-2.5 py-1 text-xs font-semibold ${slot.full ? 'bg-stone-200 text-stone-700' : 'bg-primary/10 text-stone-900'}`}
              >
                {places}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
