import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RestaurantInfo } from '@tavola/contracts';
import {
  allowedTimes,
  availableDates,
  type DeliveryType,
  earliestMoment,
  formatClock,
  slotsOn,
  soonestOrderTime,
  toLocalMoment,
} from '@tavola/domain';
import { formatWallClock, formatWallDate, formatWallTime } from '@tavola/i18n/wall-clock';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useBasketBusy } from '../../basket';
import { checkoutApi, fullSlotsQuery } from '../api/checkout-api';
import { calendarOf } from '../delivery-calendar';
import { useStoreBasket } from '../hooks/use-store-basket';

/** A full slot the server refused: its sentence and the next free time it proposes. */
interface Refusal {
  message: string;
  proposed?: string;
}

const select =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 disabled:cursor-wait disabled:opacity-60';

/**
 * SPEC §4 Delivery time / §5: a date select of the dates with slots, then a 24-hour time select
 * of that date's quarter hours, every change saved to the basket. Issue 15: full slots are shown
 * unavailable; a slot that filled meanwhile keeps the guest's choice on screen with the reason
 * and the proposed time until they take it (the order cannot be placed meanwhile); 'As soon as
 * possible' is offered only while the restaurant can take the order now, otherwise the next open
 * time is chosen and saved, and named in words ('Tomorrow, 11:30').
 */
export function DeliveryTimePicker({
  restaurant,
  basketId,
  deliveryType,
  deliveryTime,
  problemId,
  onUnconfirmedChange,
}: {
  restaurant: RestaurantInfo;
  basketId: string;
  deliveryType: DeliveryType;
  deliveryTime: string | null;
  /** id of the refusal's text, for the buttons it blocks (aria-describedby) */
  problemId: string;
  /** true while the guest sees a refused choice instead of the basket's time */
  onUnconfirmedChange: (unconfirmed: boolean) => void;
}) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const store = useStoreBasket();
  const messageOf = useErrorMessage();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const basketBusy = useBasketBusy();
  const [refusal, setRefusal] = useState<Refusal>();
  // what the selects show; follows the basket unless a save is on its way or was refused
  const [shown, setShown] = useState<string | null>(deliveryTime);
  const [lastSaved, setLastSaved] = useState<string | null>(deliveryTime);
  // issue 33: 'closed right now, so the next open time is chosen' only while that time is ours
  const [guestChose, setGuestChose] = useState(false);
  if (!saving && !refusal && deliveryTime !== lastSaved) {
    setLastSaved(deliveryTime);
    setShown(deliveryTime);
  }

  const calendar = useMemo(() => calendarOf(restaurant, deliveryType), [restaurant, deliveryType]);
  const [now] = useState(() => Date.now());
  // SPEC §4/§5: null while the type takes orders now ('As soon as possible'), else the next open time
  const soonest = useMemo(() => soonestOrderTime(calendar, now), [calendar, now]);
  const openNow = soonest === null;
  const today = toLocalMoment(now, calendar.zone).date;
  const dates = useMemo(() => availableDates(calendar, now), [calendar, now]);
  const shownDate = shown?.slice(0, 10) ?? '';
  const shownTime = shown?.slice(11, 16) ?? '';
  const slots = useMemo(
    () => (shownDate ? slotsOn(calendar, shownDate, earliestMoment(calendar, now)) : []),
    [calendar, shownDate, now],
  );
  const full = new Set(useQuery(fullSlotsQuery(api, shownDate)).data ?? []);

  // a refusal leaves with the picker (it remounts when the delivery type changes)
  useEffect(() => () => onUnconfirmedChange(false), [onUnconfirmedChange]);

  function refuse(next: Refusal | undefined) {
    setRefusal(next);
    onUnconfirmedChange(next !== undefined);
  }

  async function save(next: string | null) {
    const previous = shown;
    setShown(next);
    refuse(undefined);
    setSaving(true);
    try {
      store((await checkoutApi.addDeliveryTime(api, basketId, next, deliveryType)).data);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'order_limit_reached') {
        // issue 15: the choice stays; the guest reads why and decides
        refuse({ message: error.body, proposed: error.errors.validTime?.[0] });
        if (next) void queryClient.invalidateQueries({ queryKey: ['full-slots', next.slice(0, 10)] });
      } else {
        setShown(previous);
        snackbar.error(messageOf(error, t('checkout.deliveryTimeError')));
      }
    } finally {
      setSaving(false);
    }
  }

  /** The first quarter hour of a date that is not fully booked (the first one if all are). */
  async function firstFreeOn(date: string): Promise<string | undefined> {
    const candidates = slotsOn(calendar, date, earliestMoment(calendar, Date.now()));
    const booked = new Set(await queryClient.fetchQuery(fullSlotsQuery(api, date)).catch(() => []));
    const minutes = candidates.find((slot) => !booked.has(formatClock(slot))) ?? candidates[0];
    return minutes === undefined ? undefined : `${date} ${formatClock(minutes)}`;
  }

  async function chooseDate(date: string) {
    if (!date) return void save(null);
    const first = await firstFreeOn(date);
    if (first) void save(first);
  }

  // closed now: the picker opens on the next open time, saved at once (no 'as soon as possible')
  const preselect = useRef(() => {});
  preselect.current = () => {
    if (soonest) void chooseDate(soonest.date);
  };
  const preselected = useRef(false);
  useEffect(() => {
    if (openNow || deliveryTime !== null || preselected.current) return;
    preselected.current = true;
    preselect.current();
  }, [openNow, deliveryTime]);

  const { hours, minutesByHour } = allowedTimes(slots);
  const times = hours.flatMap((hour) =>
    (minutesByHour[hour] ?? []).map((minute) => formatClock(hour * 60 + minute)),
  );

  return (
    // issue 33: while the basket changes (its delivery type being saved), a time taken here would be
    // saved for the type the basket had: the picker waits, and remounts with the new type
    <fieldset className="space-y-3" disabled={saving || basketBusy} aria-busy={saving || basketBusy}>
      <legend className="mb-2 font-semibold">{t('checkout.deliveryTime')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-date`} className="mb-1 block text-sm font-medium">
            {t('checkout.date')}
          </label>
          <select
            id={`${id}-date`}
            className={select}
            value={shownDate}
            onChange={(e) => {
              setGuestChose(true);
              void chooseDate(e.target.value);
            }}
          >
            {(openNow || shownDate === '') && (
              <option value="" disabled={!openNow}>
                {t('checkout.asSoonAsPossible')}
              </option>
            )}
            {shownDate && !dates.includes(shownDate) && (
              <option value={shownDate} disabled>
                {formatWallDate(shownDate, locale)}
              </option>
            )}
            {dates.map((date) => (
              <option key={date} value={date}>
                {formatWallDate(date, locale)}
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
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? problemId : undefined}
              onChange={(e) => {
                setGuestChose(true);
                void save(`${shownDate} ${e.target.value}`);
              }}
            >
              {shownTime && !times.includes(shownTime) && (
                <option value={shownTime} disabled>
                  {formatWallTime(shownTime, locale)}
                </option>
              )}
              {times.map((time) => (
                <option key={time} value={time} disabled={full.has(time) && time !== shownTime}>
                  {full.has(time)
                    ? t('checkout.slotFull', { time: formatWallTime(time, locale) })
                    : formatWallTime(time, locale)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {refusal ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center"
        >
          <p id={problemId} className="text-sm font-medium">
            {refusal.message}
          </p>
          {refusal.proposed && (
            <button
              type="button"
              className="shrink-0 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-(--color-primary-contrast) hover:shadow-md sm:ms-auto"
              onClick={() => void save(refusal.proposed ?? null)}
            >
              {t('checkout.useProposedTime', {
                time: formatWallClock(refusal.proposed, locale, { timeOnlyOn: shownDate }),
              })}
            </button>
          )}
        </div>
      ) : (
        shown && (
          <p className="text-sm text-stone-700" aria-live="polite">
            {!openNow && !guestChose && (
              <span className="block text-stone-600">
                {t('checkout.typeClosedNow', { type: t(`deliveryType.${deliveryType}`) })}
              </span>
            )}
            {t('checkout.orderTime', { time: formatWallClock(shown, locale, { today }) })}
          </p>
        )
      )}
    </fieldset>
  );
}
