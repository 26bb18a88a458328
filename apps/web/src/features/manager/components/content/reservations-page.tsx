import { useQuery } from '@tanstack/react-query';
import { addDays } from '@tavola/domain';
import { useId, useState } from 'react';
import { controlClass, primaryButton } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { reservationsQuery } from '../../api/content-api';
import { formatDay, todayIn } from '../../format';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { EmptyList, outlineButton, ResourcePage, ResourceTable } from '../resource';

/**
 * Issue 20 (back office), a chunk of its own: the tables guests booked, one day at a time in
 * the restaurant's zone, and the day list on paper (the area's header and controls do not print).
 */
export default function ReservationsPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const id = useId();
  const [date, setDate] = useState(() => todayIn(restaurant.time_zone));
  const day = useQuery(reservationsQuery(api, restaurant.id, date));
  const shown = day.data?.date ?? date;

  return (
    <ResourcePage
      title={t('reservations.title')}
      intro={t('reservations.intro', { zone: restaurant.time_zone })}
      loading={day.isPending}
      failed={day.isError}
      actions={
        <button type="button" onClick={() => window.print()} className={`h-12 ${primaryButton}`}>
          {t('reservations.print')}
        </button>
      }
    >
      <div className="flex flex-wrap items-end gap-2 print:hidden">
        <div>
          <label htmlFor={`${id}-day`} className="mb-1 block text-sm font-medium text-stone-800">
            {t('reservations.day')}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
            className={controlClass}
          />
        </div>
        <button type="button" onClick={() => setDate(addDays(date, -1))} className={outlineButton}>
          {t('reservations.previousDay')}
        </button>
        <button
          type="button"
          onClick={() => setDate(todayIn(restaurant.time_zone))}
          className={outlineButton}
        >
          {t('reservations.today')}
        </button>
        <button type="button" onClick={() => setDate(addDays(date, 1))} className={outlineButton}>
          {t('reservations.nextDay')}
        </button>
      </div>
      {day.data && (
        <section aria-labelledby={`${id}-heading`} className="space-y-3">
          <h2 id={`${id}-heading`} className="text-xl font-bold">
            {t('reservations.dayTitle', { restaurant: restaurant.name, date: formatDay(shown, locale) })}
          </h2>
          <p className="text-sm text-stone-700" aria-live="polite">
            {t('reservations.summary', { count: day.data.reservations.length, guests: day.data.guests })}
          </p>
          {day.data.reservations.length === 0 ? (
            <EmptyList text={t('reservations.empty')} />
          ) : (
            <ResourceTable
              label={t('reservations.title')}
              rows={day.data.reservations}
              rowClass={() => 'align-top'}
              columns={[
                {
                  header: t('reservations.time'),
                  cellClass: 'whitespace-nowrap font-semibold tabular-nums',
                  cell: (booking) => (
                    <bdi>
                      {booking.time}–{booking.until}
                    </bdi>
                  ),
                },
                {
                  header: t('reservations.table'),
                  cellClass: 'font-medium',
                  cell: (booking) => booking.table.name,
                },
                {
                  header: t('reservations.guests'),
                  cell: (booking) => (
                    <>
                      <span className="block">
                        {t('reservations.adultsCount', { count: booking.adults })}
                      </span>
                      {booking.children > 0 && (
                        <span className="block">
                          {t('reservations.childrenCount', { count: booking.children })}
                        </span>
                      )}
                    </>
                  ),
                },
                {
                  header: t('reservations.guest'),
                  cell: (booking) => (
                    <>
                      <span className="block font-medium">{booking.name}</span>
                      <span className="block text-stone-700">
                        <bdi>{booking.phone}</bdi>
                      </span>
                      <span className="block text-stone-700">
                        <bdi>{booking.email}</bdi>
                      </span>
                    </>
                  ),
                },
                {
                  header: t('reservations.notes'),
                  cellClass: 'text-stone-800',
                  cell: (booking) => (
                    <>
                      {booking.allergies && (
                        <span className="block font-semibold text-red-800">
                          {t('reservations.allergies', { text: booking.allergies })}
                        </span>
                      )}
                      {booking.company && (
                        <span className="block">{t('reservations.company', { text: booking.company })}</span>
                      )}
                      {booking.comment && (
                        <span className="block whitespace-pre-wrap">{booking.comment}</span>
                      )}
                    </>
                  ),
                },
              ]}
            />
          )}
        </section>
      )}
    </ResourcePage>
  );
}
