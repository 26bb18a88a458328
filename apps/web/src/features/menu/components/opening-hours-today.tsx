import {
  isAllDayWindow,
  isInCloseTime,
  todaysOpeningSlots,
  toLocalMoment,
  typeNoticeAt,
} from '@tavola/domain';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant, windowsOf } from '../../restaurant';

const typeLabel = {
  delivery: 'deliveryType.delivery',
  pickup: 'deliveryType.pickup',
  here: 'deliveryType.here',
} as const;

export function OpeningHoursToday() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  if (!restaurant.settings.meta.show_open_hours) return null;
  const moment = toLocalMoment(Date.now(), restaurant.time_zone);
  const closures = restaurant.restaurant_close_times.map((c) => ({
    startsAt: c.starts_at,
    endsAt: c.ends_at,
  }));
  const closedToday = isInCloseTime(closures, moment);
  const types = restaurant.settings.deliveryTypes;
  const notes: string[] = [];
  if (restaurant.closed) notes.push(restaurant.closeMessage || t('hours.closedNow'));
  // issue 33: one rule says what each type is now: open, from when later today, or not today
  // (SPEC §2 'Pickup is not available' only when it is not, beside hours that say so too)
  for (const type of ['delivery', 'pickup'] as const) {
    if (!types.includes(type)) continue;
    const notice = typeNoticeAt(windowsOf(restaurant, type), closures, moment);
    if (notice.kind === 'opens_at')
      notes.push(t(type === 'delivery' ? 'hours.deliveryFrom' : 'hours.pickupFrom', { time: notice.at }));
    else if (notice.kind === 'closed_today' && !restaurant.closed)
      notes.push(t(type === 'delivery' ? 'hours.deliveryUnavailable' : 'hours.pickupUnavailable'));
  }
  return (
    <section aria-label={t('hours.openingHours')} className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1.5 px-4 py-2 text-sm sm:px-6">
        <p className="flex items-center gap-2 font-medium text-stone-800">
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${restaurant.closed ? 'bg-red-500' : 'bg-emerald-500'}`}
          />
          {t('hours.today')}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-stone-600">
          {types.map((type) => {
            const slots = closedToday ? [] : todaysOpeningSlots(windowsOf(restaurant, type), moment.weekday);
            return (
              <li key={type}>
                <span className="text-stone-500">{t(typeLabel[type])}: </span>
                {slots.length === 0 ? (
                  <span>{t('hours.closedToday')}</span>
                ) : slots.some(isAllDayWindow) ? (
                  <span>{t('hours.allDay')}</span>
                ) : (
                  <span dir="ltr" className="tabular-nums">
                    {slots.map((slot) => `${slot.openAt}–${slot.closeAt}`).join(' · ')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        {notes.length > 0 && (
          <ul className="flex w-full flex-wrap gap-2 sm:ms-auto sm:w-auto">
            {notes.map((note) => (
              <li
                key={note}
                className="rounded-full bg-amber-50 px-3 py-0.5 text-amber-800 ring-1 ring-amber-200"
              >
                {note}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
