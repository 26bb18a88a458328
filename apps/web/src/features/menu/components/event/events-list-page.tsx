import { useQuery } from '@tanstack/react-query';
import { formatWallDate } from '@tavola/i18n/wall-clock';
import { useLocation } from 'wouter';
import { LoadError } from '../../../../components/ui/load-error';
import { useAppContext } from '../../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../../lib/i18n';
import { useRestaurant } from '../../../restaurant';
import { dayLabel, ticketBooking, ticketDatesQuery } from '../../../tickets';
import { EventShell } from './event-shell';

/**
 * SPEC §2 Events list: the days with time slots, each with how many and whether places are
 * left; choosing one opens the menu on that day's slots (SPEC §4 Ticketing).
 */
export default function EventsListPage() {
  useDeferredTexts();
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const [, navigate] = useLocation();
  const dates = useQuery({ ...ticketDatesQuery(api), enabled: restaurant.settings.ticketingSystem });

  return (
    <EventShell>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('event.eventsTitle')}</h1>
      <p className="mt-1 text-stone-600">{t('event.eventsIntro')}</p>
      <div className="mt-5">
        {dates.isError ? (
          <LoadError message={t('event.loadError')} onRetry={() => void dates.refetch()} />
        ) : !restaurant.ticketTimeAvailable || dates.data?.length === 0 ? (
          <p role="status" className="rounded-3xl bg-white p-8 text-center text-lg ring-1 ring-stone-200">
            {t('event.noTimes')}
          </p>
        ) : !dates.data ? (
          <div className="flex justify-center py-8" role="status">
            <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
            <span className="sr-only">{t('app.loading')}</span>
          </div>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-6">
            {dates.data.map((day) => {
              const label = dayLabel(day.date, locale);
              return (
                <li key={day.date}>
                  <button
                    type="button"
                    aria-label={formatWallDate(day.date, locale)}
                    aria-describedby={`event-day-${day.date}`}
                    onClick={() => {
                      ticketBooking.chooseDate(day.date);
                      void navigate('/menu');
                    }}
                    className={`flex h-full w-full flex-col items-center gap-0.5 rounded-2xl p-3 text-center ring-1 ring-stone-200 transition hover:ring-2 hover:ring-primary ${day.available ? 'bg-white' : 'bg-stone-100 text-stone-600'}`}
                  >
                    <span className="text-xs font-medium uppercase">{label.weekday}</span>
                    <span className="text-lg font-bold">{label.day}</span>
                    <span id={`event-day-${day.date}`} className="text-xs text-stone-700">
                      {day.available ? t('event.slotCount', { count: day.slots }) : t('event.soldOut')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </EventShell>
  );
}
