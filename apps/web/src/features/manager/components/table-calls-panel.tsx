import { useQuery } from '@tanstack/react-query';
import type { TableCallDto } from '@tavola/contracts';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { tableCallsQuery, useAcknowledgeCall } from '../api/tables-api';
import { todayIn } from '../format';
import { useCallAnnouncement } from '../hooks/use-call-announcement';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notifyError } from '../notices';

/**
 * Issue 16: the open calls from tables ("Table 12 calls"), above every manager page, each
 * acknowledged with one keyboard-reachable button. A screen reader hears a new call once,
 * politely (the list itself is not live, so acknowledging one does not repeat the others).
 */
export function TableCallsPanel() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const headingId = useId();
  const calls = useQuery(tableCallsQuery(api, restaurant.id, locale));
  const open = calls.data ?? [];
  const announcement = useCallAnnouncement(calls.data, (call) => t('calls.calls', { name: call.table.name }));

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {open.length > 0 && (
        <section aria-labelledby={headingId} className="border-b border-amber-300 bg-amber-50 print:hidden">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
            <h2 id={headingId} className="flex items-center gap-2 text-sm font-bold text-amber-950">
              <BellIcon />
              {t('calls.heading')}
            </h2>
            <ul className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap">
              {open.map((call) => (
                <li key={call.id}>
                  <TableCall call={call} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

function TableCall({ call }: { call: TableCallDto }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const acknowledge = useAcknowledgeCall(api, restaurant.id);
  const text = t('calls.calls', { name: call.table.name });
  const time = formatWallClock(call.created_time, locale, { timeOnlyOn: todayIn(restaurant.time_zone) });
  return (
    <article
      aria-label={text}
      className="flex items-center justify-between gap-3 rounded-2xl bg-white py-1 ps-4 pe-1 shadow-sm ring-1 ring-amber-300 sm:rounded-full"
    >
      <p className="text-sm">
        <span className="font-bold">{text}</span>
        <span className="text-stone-700">
          {' '}
          · {call.kind === 'robot' ? t('calls.robot') : t('calls.waiter')} ·{' '}
          <time dateTime={call.created_at}>{time}</time>
        </span>
      </p>
      <button
        type="button"
        disabled={acknowledge.isPending}
        aria-label={`${t('calls.acknowledge')} – ${text}`}
        onClick={() =>
          acknowledge.mutate(call.id, { onError: (error) => notifyError(error, t('area.error')) })
        }
        className="h-10 shrink-0 whitespace-nowrap rounded-full bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-700 disabled:opacity-60"
      >
        {t('calls.acknowledge')}
      </button>
    </article>
  );
}

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-amber-700">
      <path
        fill="currentColor"
        d="M10 2a5 5 0 0 0-5 5v2.6l-1.4 2.8A1 1 0 0 0 4.5 14h11a1 1 0 0 0 .9-1.6L15 9.6V7a5 5 0 0 0-5-5Zm-2 13a2 2 0 0 0 4 0H8Z"
      />
    </svg>
  );
}
