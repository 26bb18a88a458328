import { formatWallDate } from '@tavola/i18n/wall-clock';
import { useTranslation } from '../../../lib/i18n';
import type { TicketDate } from '../api/ticket-api';
import { dayLabel } from '../day-label';

/**
 * SPEC §4 Ticketing: the days with slots, and only those, as a row of day buttons that scrolls
 * sideways on phones. A day whose slots are all taken says 'Sold out'; it can still be opened,
 * so the guest sees its slots and that none is free.
 */
export function TicketDates({
  dates,
  selected,
  onChoose,
}: {
  dates: TicketDate[];
  selected: string | undefined;
  onChoose: (date: string) => void;
}) {
  const { t, locale } = useTranslation();
  // issue 33: on a phone the row shows four or five days of many: it says so, and fades where more wait
  const more = dates.length > 4;
  return (
    <div className="relative">
      {more && (
        <p className="mb-1 text-sm text-stone-600 sm:hidden">
          {t('event.swipeDates', { count: dates.length })}
        </p>
      )}
      <ul
        aria-label={t('event.dates')}
        className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {dates.map((day) => {
          const label = dayLabel(day.date, locale);
          return (
            <li key={day.date} className="snap-start">
              <button
                type="button"
                aria-pressed={day.date === selected}
                aria-label={`${formatWallDate(day.date, locale)}${day.available ? '' : ` – ${t('event.soldOut')}`}`}
                onClick={() => onChoose(day.date)}
                className={`flex min-h-20 min-w-18 shrink-0 flex-col px-2 py-2 whitespace-nowrap items-center justify-center gap-0.5 rounded-2xl ring-1 ring-stone-200 transition hover:ring-primary aria-pressed:bg-primary aria-pressed:text-(--color-primary-contrast) aria-pressed:ring-primary ${day.available ? 'bg-white text-stone-900' : 'bg-stone-100 text-stone-600'}`}
              >
                <span className="text-xs font-medium uppercase">{label.weekday}</span>
                <span className="text-lg leading-tight font-bold">{label.day}</span>
                {!day.available && <span className="text-[0.65rem] font-semibold">{t('event.soldOut')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {more && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-4 bottom-3 h-20 w-12 bg-linear-to-l from-white sm:hidden rtl:bg-linear-to-r"
        />
      )}
    </div>
  );
}
