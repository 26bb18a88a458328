import type { BasketProductDto } from '@tavola/contracts';
import { formatWallDate } from '@tavola/i18n/wall-clock';
import { useTranslation } from '../../../lib/i18n';

const personIcon =
  'M10 3a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7m0 8.5c3.6 0 6 1.8 6 4V17H4v-1.5c0-2.2 2.4-4 6-4';
const calendarIcon =
  'M6 2h1.5v2h5V2H14v2h2a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h2zm-1.5 6v7.5h11V8z';

/** SPEC §2 Cart screen in event mode: a line per person (or unit), with the name and the chosen date. */
export function ItemDetailLines({ line }: { line: BasketProductDto }) {
  const { t, locale } = useTranslation();
  const details = line.extra_info.itemDetails ?? [];
  if (details.length === 0) return null;
  return (
    <ul
      aria-label={t('event.persons', { name: line.name })}
      className="mt-1 space-y-0.5 text-sm text-stone-700"
    >
      {details.map((detail, index) => (
        // one entry per unit, in the order the units were added
        <li key={index} className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-stone-500">
            <path fill="currentColor" d={detail.fullName ? personIcon : calendarIcon} />
          </svg>
          <span className="min-w-0 break-words">
            {[detail.fullName, detail.date && formatWallDate(detail.date, locale)]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
