import { useQuery } from '@tanstack/react-query';
import type { TicketTimeDto } from '@tavola/contracts';
import { useState } from 'react';
import { Sheet } from '../../../../components/ui/sheet';
import { useTranslation } from '../../../../lib/i18n';
import { ticketTimesQuery, useDeleteTicketTime } from '../../api/ticket-queries';
import { formatDay } from '../../format';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { TicketTimeForm } from './ticket-time-form';
import { ticketTimeLabel } from './ticket-time-label';
import { usePageTitle } from './use-page-title';

/** Issue 18, SPEC §3 ticket times: list, create, edit, delete. */
export function TicketTimesPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const times = useQuery(ticketTimesQuery(api, restaurant.id, locale));
  const [editing, setEditing] = useState<TicketTimeDto | 'new'>();
  const [deleting, setDeleting] = useState<TicketTimeDto>();
  const remove = useDeleteTicketTime();
  usePageTitle(t('tickets.times'));

  return (
    <main id="main" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('tickets.times')}</h1>
          <p className="text-sm text-stone-600">{t('ticketTimes.intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="h-12 rounded-full bg-primary px-5 font-semibold text-primary-contrast"
        >
          {t('ticketTimes.new')}
        </button>
      </div>
      {times.isPending && <p role="status">{t('area.loading')}</p>}
      {times.isError && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {times.data?.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-stone-600">{t('ticketTimes.empty')}</p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {times.data?.map((time) => {
          const label = ticketTimeLabel(time, t, locale);
          return (
            <li key={time.id}>
              <article
                aria-labelledby={`ticket-time-${time.id}`}
                className="flex h-full flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 id={`ticket-time-${time.id}`} className="text-lg font-bold">
                    {label}
                  </h2>
                  <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-stone-900">
                    {time.capacity === null
                      ? t('ticketTimes.unlimited')
                      : t('ticketTimes.places', { count: time.capacity })}
                  </span>
                </div>
                <p className="text-sm">
                  {t('ticketTimes.lasts', { duration: time.duration })} ·{' '}
                  {t('ticketTimes.dates', {
                    start: formatDay(time.start_date, locale),
                    end: formatDay(time.end_date, locale),
                  })}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-1">
                  <button
                    type="button"
                    onClick={() => setEditing(time)}
                    aria-label={t('ticketTimes.editLabel', { when: label })}
                    className="h-11 rounded-full px-4 text-sm font-medium ring-1 ring-stone-300"
                  >
                    {t('ticketTimes.editShort')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting(time)}
                    aria-label={t('ticketTimes.deleteLabel', { when: label })}
                    className="h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300"
                  >
                    {t('ticketTimes.delete')}
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {editing && (
        <TicketTimeForm time={editing === 'new' ? undefined : editing} onDone={() => setEditing(undefined)} />
      )}
      {deleting && (
        <Sheet title={t('ticketTimes.delete')} placement="center" onClose={() => setDeleting(undefined)}>
          <div className="space-y-4 px-5 pb-5">
            <p>{t('ticketTimes.confirmDelete', { when: ticketTimeLabel(deleting, t, locale) })}</p>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: (answer) => {
                      setDeleting(undefined);
                      notify(answer.message.body, 'info', 3000);
                    },
                    onError: (error) => notifyError(error, t('area.error')),
                  })
                }
                className="h-12 flex-1 rounded-full bg-red-700 font-semibold text-white"
              >
                {t('ticketTimes.delete')}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(undefined)}
                className="h-12 flex-1 rounded-full font-semibold ring-1 ring-stone-300"
              >
                {t('ticketTimes.cancel')}
              </button>
            </div>
          </div>
        </Sheet>
      )}
    </main>
  );
}
