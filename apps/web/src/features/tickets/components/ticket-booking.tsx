import { useQuery } from '@tanstack/react-query';
import { formatWallClock, formatWallDate } from '@tavola/i18n/wall-clock';
import { type ReactNode, useEffect, useRef } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useShowError } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { ticketDatesQuery, ticketSlotsQuery } from '../api/ticket-api';
import { useTicketBooking } from '../hooks/use-ticket-booking';
import { BookedSlot } from './booked-slot';
import { SlotRefusalNotice } from './slot-refusal-notice';
import { TicketDates } from './ticket-dates';
import { TicketSlots } from './ticket-slots';

const heading = 'text-xl font-bold tracking-tight sm:text-2xl';

/**
 * SPEC §4 Ticketing: a date (only days with slots), then a slot of it, which becomes the
 * basket's pickup time; the menu (`menu`, given the slot's start) stays hidden until then ('Select a date to
 * proceed' / 'Select a time to proceed'). Without any bookable time: SPEC §5's apology.
 */
export function TicketBooking({ menu }: { menu: (slotStart: string) => ReactNode }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const showError = useShowError();
  const booking = useTicketBooking();
  const picking = booking.step.kind !== 'menu';
  const dates = useQuery({ ...ticketDatesQuery(api), enabled: picking });
  const slotDate = booking.step.kind === 'slot' ? booking.step.date : '';
  const slots = useQuery(ticketSlotsQuery(api, slotDate));
  // the picker was on screen in the last render: the slot was chosen just now
  const wasPicking = useRef(false);
  const justBooked = wasPicking.current && !picking;
  useEffect(() => {
    wasPicking.current = picking;
  });

  if (booking.loading) return <Spinner />;
  if (booking.step.kind === 'menu') {
    return (
      <>
        <BookedSlot start={booking.step.slotStart} focused={justBooked} />
        {menu(booking.step.slotStart)}
      </>
    );
  }
  if (!restaurant.ticketTimeAvailable || (dates.data && dates.data.length === 0))
    return (
      <p
        role="status"
        className="rounded-3xl bg-white p-8 text-center text-lg text-stone-700 ring-1 ring-stone-200"
      >
        {t('event.noTimes')}
      </p>
    );

  const choose = (start: string) => void booking.chooseSlot(start).catch(showError);
  return (
    <div className="space-y-6 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <section aria-labelledby="ticket-date-heading" className="space-y-3">
        <h1 id="ticket-date-heading" className={heading}>
          {t('event.selectDate')}
        </h1>
        {dates.isError ? (
          <LoadError message={t('event.loadError')} onRetry={() => void dates.refetch()} />
        ) : dates.data ? (
          <TicketDates dates={dates.data} selected={booking.date} onChoose={booking.chooseDate} />
        ) : (
          <Spinner />
        )}
      </section>
      {slotDate && (
        <section aria-labelledby="ticket-slot-heading" className="space-y-3" aria-busy={booking.saving}>
          <h2 id="ticket-slot-heading" className={heading}>
            {t('event.selectTime')}
          </h2>
          <p className="text-sm text-stone-600">
            {t('event.slots', { date: formatWallDate(slotDate, locale) })}
          </p>
          {booking.refusal && (
            <SlotRefusalNotice
              refusal={booking.refusal}
              label={(next) => formatWallClock(next, locale, { timeOnlyOn: slotDate })}
              onBook={choose}
            />
          )}
          {slots.isError ? (
            <LoadError message={t('event.loadError')} onRetry={() => void slots.refetch()} />
          ) : !slots.data ? (
            <Spinner />
          ) : slots.data.length === 0 ? (
            <p className="text-stone-700">{t('event.noSlotsLeft')}</p>
          ) : (
            <TicketSlots slots={slots.data} saving={booking.saving} onChoose={choose} />
          )}
        </section>
      )}
    </div>
  );
}

function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-8" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
