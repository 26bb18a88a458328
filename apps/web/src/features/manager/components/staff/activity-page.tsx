import { useQuery } from '@tanstack/react-query';
import type { ActivityEntryDto, ActivityGroup } from '@tavola/contracts';
import { activityGroups } from '@tavola/domain';
import type { ManagerMessageKey } from '@tavola/i18n/manager';
import { useId, useState } from 'react';
import { controlClass } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { activityQuery } from '../../api/staff-api';
import { formatInstant, isolate } from '../../format';
import { statusLabel } from '../../labels';
import { useManager } from '../../manager-context';
import { type ManagerTranslate, useManagerT } from '../../manager-i18n';
import { usePageTitle } from '../tickets/use-page-title';

const pagerButton =
  'h-11 rounded-full px-4 font-medium ring-1 ring-stone-300 hover:bg-stone-100 disabled:opacity-40';

/** The entry as a sentence in the manager's language; a kind this build does not know yet says its key. */
export function activitySentence(t: ManagerTranslate, entry: ActivityEntryDto): string {
  const key = `activity.kind.${entry.kind}` as ManagerMessageKey;
  // an order's change is recorded as '#12 → processing': the status in the manager's words (issue 34)
  const statusChange =
    entry.kind === 'orders.order.status' ? /^#(\d+) → (\w+)$/.exec(entry.subject ?? '') : null;
  const subject =
    entry.kind === 'hours.closed.switch' && (entry.subject === 'open' || entry.subject === 'closed')
      ? t(`activity.subject.${entry.subject}`)
      : statusChange
        ? `${isolate(`#${statusChange[1]}`)} → ${statusLabel(t, statusChange[2]!)}`
        : isolate(entry.subject ?? '');
  return t(key, { subject });
}

/**
 * Issue 20 (decision 044), a chunk of its own: every change made in the manager area, newest
 * first, 25 a page, filtered by area; times in the restaurant's zone.
 */
export default function ActivityPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const id = useId();
  const [group, setGroup] = useState<ActivityGroup | undefined>();
  const [page, setPage] = useState(1);
  const activity = useQuery(activityQuery(api, restaurant.id, { page, group }, locale));
  usePageTitle(t('activity.title'));
  const meta = activity.data?.meta;

  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 space-y-5 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('activity.title')}</h1>
          <p className="text-sm text-stone-600">{t('activity.intro')}</p>
        </div>
        <div>
          <label htmlFor={`${id}-group`} className="mb-1 block text-sm font-medium text-stone-800">
            {t('activity.filter')}
          </label>
          <select
            id={`${id}-group`}
            value={group ?? ''}
            onChange={(event) => {
              setGroup((event.target.value || undefined) as ActivityGroup | undefined);
              setPage(1);
            }}
            className={controlClass.replace('w-full', 'w-full sm:w-60')}
          >
            <option value="">{t('activity.all')}</option>
            {activityGroups.map((entry) => (
              <option key={entry} value={entry}>
                {t(`activity.group.${entry}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {activity.isPending && <p role="status">{t('area.loading')}</p>}
      {activity.isError && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {activity.data && (
        <section
          aria-label={t('activity.title')}
          aria-busy={activity.isPlaceholderData}
          className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
        >
          {activity.data.data.length === 0 ? (
            <p className="p-5 text-stone-600">{t('activity.empty')}</p>
          ) : (
            <ol className="divide-y divide-stone-200">
              {activity.data.data.map((entry) => (
                <li
                  key={entry.id}
                  className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4 sm:px-5"
                >
                  <time dateTime={entry.at} className="text-sm tabular-nums text-stone-600">
                    {formatInstant(entry.at, meta?.time_zone ?? restaurant.time_zone, locale)}
                  </time>
                  <div className="min-w-0">
                    {/* an e-mail address or a code in the sentence wraps rather than widen the page (issue 34) */}
                    <p className="font-medium break-words">{activitySentence(t, entry)}</p>
                    <p className="truncate text-sm text-stone-600">
                      {entry.who.name} · <span dir="ltr">{entry.who.email}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      {meta && meta.last_page > 1 && (
        <nav
          aria-label={t('activity.page', { page: meta.current_page, pages: meta.last_page })}
          className="flex items-center justify-between gap-3"
        >
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className={pagerButton}
          >
            {t('activity.previous')}
          </button>
          <span className="text-sm text-stone-700" aria-live="polite">
            {t('activity.page', { page: meta.current_page, pages: meta.last_page })}
          </span>
          <button
            type="button"
            disabled={page >= meta.last_page}
            onClick={() => setPage(page + 1)}
            className={pagerButton}
          >
            {t('activity.next')}
          </button>
        </nav>
      )}
    </main>
  );
}
