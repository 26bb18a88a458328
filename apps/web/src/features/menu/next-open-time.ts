import type { RestaurantInfo } from '@tavola/contracts';
import { type DeliveryType, formatLocalDateTime, soonestOrderTime } from '@tavola/domain';
import { calendarOf } from '../checkout';

/**
 * While the restaurant cannot take an order now: the time the checkout's picker would offer
 * instead (SPEC §5, the next open slot), as 'YYYY-MM-DD HH:MM'; undefined when none lies within
 * the days a guest may order. Loaded on demand (the slot rules are the checkout's, not the first
 * load's): only a closed restaurant's menu needs it.
 */
export function nextOpenTime(
  restaurant: RestaurantInfo,
  type: DeliveryType,
  nowMs: number,
): string | undefined {
  const next = soonestOrderTime(calendarOf(restaurant, type), nowMs);
  return next ? formatLocalDateTime(next) : undefined;
}
