import { useQuery } from '@tanstack/react-query';
import { formatWallDate, formatWallTime } from '@tavola/i18n/wall-clock';
import { type ReactNode, useEffect, useRef } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { ticketSlotsQuery } from '../api/ticket-api';
import { ticketBooking } from '../ticket-booking';

/** 'Tue 1 Dec, 18:00 – 20:30': a slot by its start, its end read from the day's slots. */
function useSlotText(start: string): string {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const date = start.slice(0, 10);
  const slot = useQuery(ticketSlotsQuery(api, date)).data?.find((candidate) => candidate.start === start);
  const from = formatWallTime(start.slice(11, 16), locale);
  const time = slot
    ? t('event.slotRange', { start: from, end: formatWallTime(slot.end_time, locale) })
    : from;
  return `${formatWallDate(date, locale)}, ${time}`;
}

/**
 * The slot the basket holds, above the menu (SPEC §4 Ticketing), with the way back to the
 * dates; `action` replaces that way on pages away from the menu (the checkout). Right after the
 * guest chose the slot (`focused`) it takes the focus, as the picker they used is gone.
 */
export function BookedSlot({
  start,
  action,
  focused = false,
}: {
  start: string;
  action?: ReactNode;
  focused?: boolean;
}) {
  const { t } = useTranslation();
  const text = useSlotText(start);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) box.current?.focus();
  }, [focused]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-primary/10 px-4 py-3 ring-1 ring-primary/30"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-primary">
        <path
          fill="currentColor"
          d="M6 2h1.5v2h5V2H14v2h2a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h2zm-1.5 6v7.5h11V8z"
        />
      </svg>
      <p className="min-w-48 flex-1">
        <span className="block text-xs font-semibold tracking-wide text-stone-600 uppercase">
          {t('event.yourSlot')}
        </span>
        <span className="font-semibold text-stone-900">{text}</span>
      </p>
      {action ?? (
        <button
          type="button"
          onClick={() => ticketBooking.changeSlot(start)}
          className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50"
        >
          {t('event.changeSlot')}
        </button>
      )}
    </div>
  );
}
