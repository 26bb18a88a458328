import type { OpeningWindowDto, RestaurantInfo } from '@tavola/contracts';
import {
  type DeliveryType,
  isInCloseTime,
  isOpenAt,
  type OpeningWindow,
  toLocalMoment,
  type Weekday,
} from '@tavola/domain';

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

/**
 * The delivery types among `types` that are open at this instant, in the restaurant's zone:
 * none during a closure (SPEC §3 restaurant_close_times), else those inside their windows.
 */
export function typesOpenNow(restaurant: RestaurantInfo, types: readonly DeliveryType[]): DeliveryType[] {
  const moment = toLocalMoment(Date.now(), restaurant.time_zone);
  const closures = restaurant.restaurant_close_times.map((range) => ({
    startsAt: range.starts_at,
    endsAt: range.ends_at,
  }));
  if (isInCloseTime(closures, moment)) return [];
  return types.filter((type) => isOpenAt(windowsOf(restaurant, type), moment));
}

/**
 * SPEC §6 catalogue mode, or (issue 33) a restaurant none of whose delivery types can be ordered
 * (the server offers only types with hours): the menu shows what there is, without adding.
 */
export function showsCatalogueOnly(restaurant: RestaurantInfo): boolean {
  return restaurant.settings.catalogue_mode || restaurant.settings.deliveryTypes.length === 0;
}
