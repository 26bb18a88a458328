import { formatLocalDateTime, soonestOrderTime, toLocalMoment } from '@tavola/domain';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { isAtTable, useBasket, useDeliveryType } from '../../basket';
import { calendarOf, DeliveryTimeSheet } from '../../checkout';
import { useRestaurant } from '../../restaurant';

/**
 * SPEC §2 Menu screen: beside the delivery type, the time the guest orders for ('As soon as
 * possible' or e.g. 'Tomorrow, 11:30'); it opens the checkout's delivery time picker in a sheet
 * loaded on demand. Without a chosen time it names what the picker would offer (SPEC §5): 'As soon
 * as possible' only while the restaurant takes orders now, else the next open time. Not at a table (the order comes now), not in catalogue mode and not with a
 * ticketing system (the event's slot is the time).
 */
export function MenuTimeButton() {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const basket = useBasket().data;
  const { offered, selected } = useDeliveryType();
  const [open, setOpen] = useState(false);
  const { settings } = restaurant;
  if (
    offered.length === 0 ||
    settings.catalogue_mode ||
    settings.ticketingSystem ||
    !settings.shop_providing ||
    isAtTable(basket)
  )
    return null;
  const type = basket?.deliveryType ?? selected;
  if (!type) return null;
  const now = Date.now();
  const today = toLocalMoment(now, restaurant.time_zone).date;
  // without a chosen time, the checkout picker's rule names it: null is 'As soon as possible'
  const soonest = basket?.deliveryTime ? null : soonestOrderTime(calendarOf(restaurant, type), now);
  const orderTime = basket?.deliveryTime ?? (soonest && formatLocalDateTime(soonest));
  const time = orderTime
    ? formatWallClock(orderTime, locale, { today })
    : t(orderTime === null ? 'menuTime.asap' : 'menuTime.none');
  return (
    <>
      <button
        type="button"
        className="flex h-10 min-w-0 items-center gap-2 rounded-full border border-stone-200 bg-white ps-3 pe-4 text-sm font-medium hover:border-stone-300"
        aria-haspopup="dialog"
        aria-label={t('menuTime.label', { time })}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-primary">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm1 2v3.6l2.7 2.7-1.4 1.4L9 10.4V6z"
          />
        </svg>
        <span className="truncate">{time}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DeliveryTimeSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
