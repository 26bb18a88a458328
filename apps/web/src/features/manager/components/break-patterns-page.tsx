import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BreakPatternDto } from '@tavola/contracts';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useEffect, useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n';
import { managerKeys, patternsQuery } from '../api/manager-api';
import { formatDay, weekdayName } from '../format';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';
import { BreakPatternForm } from './break-pattern-form';

const stateTone: Record<BreakPatternDto['state'], string> = {
  active: 'bg-amber-100 text-amber-900',
  waiting: 'bg-sky-100 text-sky-900',
  stopped: 'bg-stone-200 text-stone-700',
  ended: 'bg-stone-200 text-stone-700',
};

/** Issue 7 break patterns: list, create, edit, stop, delete. */
export default function BreakPatternsPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const queryClient = useQueryClient();
  const patterns = useQuery(patternsQuery(api, restaurant.id, locale));
  const [editing, setEditing] = useState<BreakPatternDto | 'new'>();
  const [deleting, setDeleting] = useState<BreakPatternDto>();
  useEffect(() => {
    document.title = t('title.page', { page: t('patterns.heading'), name: restaurant.name });
  }, [t, restaurant.name]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: managerKeys.patterns(restaurant.id) });
  const stop = useMutation({
    mutationFn: (id: number) => api.stopPattern(restaurant.id, id),
    onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
    onError: (error) => notifyError(error, t('area.error')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.deletePattern(restaurant.id, id),
    onSuccess: (answer) => {
      setDeleting(undefined);
      notify(answer.message.body, 'info', 3000);
    },
    onError: (error) => notifyError(error, t('area.error')),
    onSettled: refresh,
  });

  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 space-y-4 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('patterns.heading')}</h1>
          <p className="text-sm text-stone-600">{t('patterns.intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="h-12 rounded-full bg-primary px-5 font-semibold text-primary-contrast"
        >
          {t('patterns.new')}
        </button>
      </div>
      {patterns.isPending && <p role="status">{t('area.loading')}</p>}
      {patterns.isError && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {patterns.data?.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-stone-600">{t('patterns.empty')}</p>
      )}
      <ul className="space-y-3">
        {patterns.data?.map((pattern) => (
          <li key={pattern.id}>
            <article
              aria-labelledby={`pattern-${pattern.id}`}
              className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={`pattern-${pattern.id}`} className="text-lg font-bold">
                  {pattern.name}
                </h2>
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ${stateTone[pattern.state]}`}>
                  {t(`patterns.state.${pattern.state}`)}
                </span>
              </div>
              <p className="text-sm">
                {pattern.weekdays.map((day) => weekdayName(day, locale, 'short')).join(', ')} ·{' '}
                {pattern.end_time
                  ? t('patterns.time', { start: pattern.start_time, end: pattern.end_time })
                  : t('patterns.fromTime', { start: pattern.start_time })}{' '}
                ·{' '}
                {pattern.end_date
                  ? t('patterns.dates', {
                      start: formatDay(pattern.start_date, locale),
                      end: formatDay(pattern.end_date, locale),
                    })
                  : t('patterns.fromDate', { start: formatDay(pattern.start_date, locale) })}
              </p>
              <p className="text-sm text-stone-600">
                {pattern.products.map((product) => product.name).join(', ')}
              </p>
              {pattern.stopped_at && (
                <p className="text-xs text-stone-500">
                  {t('patterns.state.stopped')}: {formatWallClock(pattern.stopped_at, locale)}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(pattern)}
                  aria-label={t('patterns.edit', { name: pattern.name })}
                  className="h-11 rounded-full px-4 text-sm font-medium ring-1 ring-stone-300"
                >
                  {t('patterns.editShort')}
                </button>
                {(pattern.state === 'active' || pattern.state === 'waiting') && (
                  <button
                    type="button"
                    disabled={stop.isPending}
                    onClick={() => stop.mutate(pattern.id)}
                    aria-label={`${t('patterns.stop')} – ${pattern.name}`}
                    className="h-11 rounded-full px-4 text-sm font-medium ring-1 ring-stone-300"
                  >
                    {t('patterns.stop')}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => setDeleting(pattern)}
                  aria-label={`${t('patterns.delete')} – ${pattern.name}`}
                  className="h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300"
                >
                  {t('patterns.delete')}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {editing && (
        <BreakPatternForm
          pattern={editing === 'new' ? undefined : editing}
          onDone={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      )}
      {deleting && (
        <Sheet title={t('patterns.delete')} placement="center" onClose={() => setDeleting(undefined)}>
          <div className="space-y-4 px-5 pb-5">
            <p>{t('patterns.confirmDelete', { name: deleting.name })}</p>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => remove.mutate(deleting.id)}
                className="h-12 flex-1 rounded-full bg-red-700 font-semibold text-white"
              >
                {t('patterns.delete')}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(undefined)}
                className="h-12 flex-1 rounded-full font-semibold ring-1 ring-stone-300"
              >
                {t('patterns.cancel')}
              </button>
            </div>
          </div>
        </Sheet>
      )}
    </main>
  );
}
