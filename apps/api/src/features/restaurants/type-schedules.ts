import type { CloseTimeRange, DeliveryType, OpeningWindow, TypeSchedule, Weekday } from '@tavola/domain';
import type { RestaurantRow } from './restaurant.repository';

type HourRow = { deliveryType: DeliveryType; weekday: number; openAt: string; closeAt: string };

/** One delivery type's opening windows, in the shape the domain rules take. */
export const windowsFor = (hours: readonly HourRow[], type: DeliveryType): OpeningWindow[] =>
  hours
    .filter((hour) => hour.deliveryType === type)
    .map((hour) => ({ weekday: hour.weekday as Weekday, openAt: hour.openAt, closeAt: hour.closeAt }));

/** What decides whether each delivery type has days to order for (issue 33). */
export function typeSchedules(
  row: RestaurantRow,
  availableDays: Record<DeliveryType, number>,
  hours: readonly HourRow[],
  closeTimes: readonly CloseTimeRange[],
): (type: DeliveryType) => TypeSchedule {
  return (type) => ({
    zone: row.timeZone,
    windows: windowsFor(hours, type),
    closeTimes,
    availableDays: availableDays[type],
  });
}
