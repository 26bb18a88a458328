import { canOrderNow, type DeliveryType, toLocalMoment } from '@tavola/domain';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { type ReactNode, Suspense, use, useState } from 'react';
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
  const button = (time: string) => (
    <TimeButton label={t('menuTime.label', { time })} time={time} onOpen={() => setOpen(true)} />
  );
  let shown: ReactNode;
  if (basket?.deliveryTime) shown = button(formatWallClock(basket.deliveryTime, locale, { today }));
  // without a chosen time, the checkout picker's rule names it: as soon as possible while open
  else if (canOrderNow(calendarOf(restaurant, type), now)) shown = button(t('menuTime.asap'));
  // else the next open time, whose rules load on demand: a rendered page keeps the server's
  // button until they are there (hydration waits for the boundary), so nothing changes on screen
  else
    shown = (
      <Suspense fallback={button('…')}>
        <NextOpenButton type={type} now={now} today={today} button={button} />
      </Suspense>
    );
  return (
    <>
      {shown}
      {open && (
        <Suspense fallback={null}>
          <DeliveryTimeSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

let nextOpenRules: Promise<typeof import('../next-open-time')> | undefined;

function NextOpenButton({
  type,
  now,
  today,
  button,
}: {
  type: DeliveryType;
  now: number;
  today: string;
  button: (time: string) => ReactNode;
}) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  nextOpenRules ??= import('../next-open-time');
  const next = use(nextOpenRules).nextOpenTime(restaurant, type, now);
  return button(next ? formatWallClock(next, locale, { today }) : t('menuTime.none'));
}

function TimeButton({ label, time, onOpen }: { label: string; time: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      // issue 33: the time keeps its room ('As soon as possible' in Arabic was cut at 360 px); the
      // delivery type's select gives way, its chosen name being short
      className="flex h-10 max-w-[65%] shrink-0 items-center gap-2 rounded-full border border-stone-200 bg-white ps-3 pe-4 text-sm font-medium hover:border-stone-300"
      aria-haspopup="dialog"
      aria-label={label}
      onClick={onOpen}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-primary">
        <path
          fill="currentColor"
          d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm1 2v3.6l2.7 2.7-1.4 1.4L9 10.4V6z"
        />
      </svg>
      <span className="truncate">{time}</span>
    </button>
  );
}
