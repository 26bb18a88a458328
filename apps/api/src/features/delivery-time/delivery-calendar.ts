import type { Database } from '@tavola/db';
import type { DeliveryCalendar, DeliveryType, Weekday } from '@tavola/domain';
import { openingRules, type RestaurantRow, restaurantSettings } from '../restaurants';

/** The calendar of one delivery type, built from the restaurant's settings, hours and closures. */
export async function deliveryCalendar(
  db: Database,
  restaurant: RestaurantRow,
  type: DeliveryType,
): Promise<DeliveryCalendar> {
  const settings = restaurantSettings(restaurant);
  const { hours, closeTimes } = await openingRules(db, restaurant.id);
  return {
    zone: restaurant.timeZone,
    windows: hours
      .filter((hour) => hour.deliveryType === type)
      .map((hour) => ({ weekday: hour.weekday as Weekday, openAt: hour.openAt, closeAt: hour.closeAt })),
    closeTimes,
    leadMinutes: settings.lead_minutes[type],
    availableDays: settings.available_days[type],
    closed: settings.closed,
  };
}
