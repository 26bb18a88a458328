import type { RestaurantInfo } from '@tavola/contracts';
import { allowedTimes, availableDates, type DeliveryType, earliestMoment, slotsOn } from '@tavola/domain';
import { type Locale, localeInfo } from '@tavola/i18n/locales';
import { useId, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { checkoutApi } from '../api/checkout-api';
import { calendarOf } from '../delivery-calendar';
import { useStoreBasket } from '../hooks/use-store-basket';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A wall-clock date of the restaurant, named in the guest's language (no zone shift: read as UTC). */
function dateLabel(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * SPEC §4 Delivery time / §5: a date select of the dates with slots, then a 24-hour time select
 * of that date's quarter hours; 'As soon as possible' saves null. Each change saves to the
 * basket; a refusal restores the previous value and shows the message (order_limit_reached
 * offers the proposed time).
 */
export function DeliveryTimePicker({
  restaurant,
  basketId,
  deliveryType,
  deliveryTime,
}: {
  restaurant: RestaurantInfo;
  basketId: string;
  deliveryType: DeliveryType;
  deliveryTime: string | null;
}) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const store = useStoreBasket();
  const messageOf = useErrorMessage();
  const id = useId();
  const [saving, setSaving] = useState(false);
  // what the selects show; follows the basket unless a save is on its way
  const [shown, setShown] = useState<string | null>(deliveryTime);
  const [lastSaved, setLastSaved] = useState<string | null>(deliveryTime);
  if (!saving && deliveryTime !== lastSaved) {
    setLastSaved(deliveryTime);
    setShown(deliveryTime);
  }

  const calendar = useMemo(() => calendarOf(restaurant, deliveryType), [restaurant, deliveryType]);
  const [now] = useState(() => Date.now());
  const dates = useMemo(() => availableDates(calendar, now), [calendar, now]);
  const shownDate = shown?.slice(0, 10) ?? '';
  const shownTime = shown?.slice(11, 16) ?? '';
  const slots = useMemo(
    () => (shownDate ? slotsOn(calendar, shownDate, earliestMoment(calendar, now)) : []),
    [calendar, shownDate, now],
  );
  const { hours, minutesByHour } = allowedTimes(slots);

  async function save(next: string | null) {
    const previous = shown;
    setShown(next);
    setSaving(true);
    try {
      store((await checkoutApi.addDeliveryTime(api, basketId, next, deliveryType)).data);
    } catch (error) {
      setShown(previous);
      const proposed = error instanceof ApiError ? error.errors.validTime?.[0] : undefined;
      const text = messageOf(error, t('checkout.deliveryTimeError'));
      if (error instanceof ApiError && error.code === 'order_limit_reached' && proposed)
        snackbar.error(text, {
          confirm: { label: t('checkout.useProposedTime'), onConfirm: () => void save(proposed) },
        });
      else snackbar.error(text);
    } finally {
      setSaving(false);
    }
  }

  function chooseDate(date: string) {
    if (!date) return void save(null);
    const first = slotsOn(calendar, date, earliestMoment(calendar, Date.now()))[0];
    if (first !== undefined) void save(`${date} ${clock(first)}`);
  }

  const times = hours.flatMap((hour) =>
    (minutesByHour[hour] ?? []).map((minute) => clock(hour * 60 + minute)),
  );
  const select =
    'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 disabled:cursor-wait disabled:opacity-60';

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" disabled={saving} aria-busy={saving}>
      <legend className="mb-2 font-semibold">{t('checkout.deliveryTime')}</legend>
      <div>
        <label htmlFor={`${id}-date`} className="mb-1 block text-sm font-medium">
          {t('checkout.date')}
        </label>
        <select
          id={`${id}-date`}
          className={select}
          value={shownDate}
          onChange={(e) => chooseDate(e.target.value)}
        >
          <option value="">{t('checkout.asSoonAsPossible')}</option>
          {shownDate && !dates.includes(shownDate) && (
            <option value={shownDate} disabled>
              {dateLabel(shownDate, locale)}
            </option>
          )}
          {dates.map((date) => (
            <option key={date} value={date}>
              {dateLabel(date, locale)}
            </option>
          ))}
        </select>
      </div>
      {shownDate && (
        <div>
          <label htmlFor={`${id}-time`} className="mb-1 block text-sm font-medium">
            {t('checkout.time')}
          </label>
          <select
            id={`${id}-time`}
            className={select}
            value={shownTime}
            onChange={(e) => void save(`${shownDate} ${e.target.value}`)}
          >
            {shownTime && !times.includes(shownTime) && (
              <option value={shownTime} disabled>
                {shownTime}
              </option>
            )}
            {times.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
