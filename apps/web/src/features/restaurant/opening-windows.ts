import type { OpeningWindowDto, RestaurantInfo } from '@tavola/contracts';
import type { DeliveryType, OpeningWindow, Weekday } from '@tavola/domain';

const toWindows = (list: OpeningWindowDto[]): OpeningWindow[] =>
  list.map((w) => ({ weekday: w.weekday as Weekday, openAt: w.open_at, closeAt: w.close_at }));

/** The opening windows of one delivery type, in the shape the domain rules take. */
export function windowsOf(restaurant: RestaurantInfo, type: DeliveryType): OpeningWindow[] {
  if (type === 'delivery') return toWindows(restaurant.restaurantAvailableTimes);
  if (type === 'pickup') return toWindows(restaurant.restaurantTakeawayTimes);
  return toWindows(restaurant.hereTimes);
}

/**
 * SPEC §2 Menu screen: today's opening hours (first two slots) in the restaurant's time zone,
 * and the closed messages.
 */
