import type { RestaurantInfo } from '@tavola/contracts';
import type { DeliveryCalendar, DeliveryType } from '@tavola/domain';
import { windowsOf } from '../restaurant';

/** SPEC §5: the calendar of one delivery type, all in the restaurant's zone. */
export function calendarOf(restaurant: RestaurantInfo, type: DeliveryType): DeliveryCalendar {
  return {
    zone: restaurant.time_zone,
    windows: windowsOf(restaurant, type),
    closeTimes: restaurant.restaurant_close_times.map((range) => ({
      startsAt: range.starts_at,
      endsAt: range.ends_at,
    })),
    leadMinutes: restaurant.settings.lead_minutes[type],
    availableDays: restaurant.settings.available_days[type],
    closed: restaurant.settings.closed,
  };
}
