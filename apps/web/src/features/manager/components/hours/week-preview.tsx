import type { BackOfficeHours, DeliveryTypeHours } from '@tavola/contracts';
import { type DeliveryCalendar, type Weekday, weekdayOfDate, weekPreview } from '@tavola/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { formatDay, weekdayName } from '../../format';
import { deliveryTypeLabel } from '../../labels';
import { useManagerT } from '../../manager-i18n';

/** What the storefront's delivery-time picker is computed from, as the manager saved it. */
function calendarOf(hours: BackOfficeHours, type: DeliveryTypeHours): DeliveryCalendar {
  return {
    zone: hours.time_zone,
    windows: type.windows.map((window) => ({
      weekday: window.weekday as Weekday,
      openAt: window.open_at,
      closeAt: window.close_at,
    })),
    closeTimes: hours.closures.map((closure) => ({
      startsAt: closure.starts_at.replace(' ', 'T'),
      endsAt: closure.ends_at.replace(' ', 'T'),
    })),
    leadMinutes: type.lead_minutes,
    availableDays: type.available_days,
    closed: hours.closed,
  };
}

/**
 * Issue 20: the next seven days of one delivery type as a guest will see them — the domain's
 * own calendar functions (weekPreview), so the preview and the storefront cannot disagree.
 */
export function WeekPreview({ hours, type }: { hours: BackOfficeHours; type: DeliveryTypeHours }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const [now] = useState(() => Date.now());
  const days = useMemo(() => weekPreview(calendarOf(hours, type), now), [hours, type, now]);
  return (
    <section aria-labelledby="week-preview-title" className="space-y-3">
      <h3 id="week-preview-title" className="text-lg font-bold">
        {/* issue 34: the preview is of one delivery type, and says which */}
        {t('hours.previewOf', {
          type: deliveryTypeLabel(t, type.delivery_type),
          title: t('hours.previewTitle'),
        })}
      </h3>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {days.map((day, offset) => (
          <li
            key={day.date}
            className={`rounded-xl p-3 ring-1 ${day.slots.length ? 'bg-white ring-stone-200' : 'bg-stone-50 ring-stone-200'}`}
          >
            <p className="font-semibold">
              {offset === 0 ? t('hours.previewToday') : weekdayName(weekdayOfDate(day.date), locale)}
              <span className="ms-2 text-sm font-normal text-stone-600">{formatDay(day.date, locale)}</span>
            </p>
            <p className="text-sm text-stone-700" dir="auto">
              {day.windows.length
                ? day.windows.map((window) => `${window.openAt}–${window.closeAt}`).join(', ')
                : t('hours.dayClosed')}
            </p>
            <p className={`text-sm font-medium ${day.slots.length ? 'text-emerald-800' : 'text-stone-600'}`}>
              {day.slots.length
                ? t('hours.previewSlots', { first: day.slots[0]!, last: day.slots.at(-1)! })
                : t('hours.previewNone')}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
