import { isInCloseTime } from '../close-times';
import type { DeliveryType } from '../delivery-types';
import { openSpansOn } from '../opening-hours';
import { addDays, type LocalMoment, toLocalMoment, weekdayOfDate } from '../zoned-time';
import type { DeliveryCalendar } from './delivery-calendar';

/** What decides whether a delivery type has days a guest can order for. */
export type TypeSchedule = Pick<DeliveryCalendar, 'zone' | 'windows' | 'closeTimes' | 'availableDays'>;

const quarter = 15;

/**
 * Issue 33: whether a delivery type can be offered at all: it has opening hours, and the
 * closures leave some of them open on the days a guest may order for (today and the type's
 * available days after it). A type without hours, or closed for every one of those days ("closed
 * for good"), would lead a guest to a dish without a date and a refused order. Today's hours that
 * have passed still count: the menu then offers the type's next time, or says none is left.
 */
export function hasOrderableDays(schedule: TypeSchedule, nowMs: number): boolean {
  if (schedule.windows.length === 0) return false;
  const today = toLocalMoment(nowMs, schedule.zone).date;
  for (let day = 0; day <= schedule.availableDays; day++) {
    const date = addDays(today, day);
    const weekday = weekdayOfDate(date);
    for (const span of openSpansOn(schedule.windows, weekday)) {
      for (let minutes = span.start; minutes < span.end; minutes += quarter) {
        const moment: LocalMoment = { date, minutes, weekday };
        if (!isInCloseTime(schedule.closeTimes, moment)) return true;
      }
    }
  }
  return false;
}

/** The switched-on types a guest can be offered (issue 33), in the order given. */
export function orderableDeliveryTypes(
  enabled: readonly DeliveryType[],
  scheduleOf: (type: DeliveryType) => TypeSchedule,
  nowMs: number,
): DeliveryType[] {
  return enabled.filter((type) => hasOrderableDays(scheduleOf(type), nowMs));
}

/** What a switched-on delivery type still needs before guests can order it (issue 33). */
export type DeliveryTypeNeed = 'hours' | 'open_days' | 'delivery_areas';

/**
 * The back office's and the first-run page's checklist for one type: opening hours, some of
 * them not closed within the days guests may order for, and (delivery) an area it delivers to.
 * Empty: ready.
 */
export function deliveryTypeNeeds(
  type: DeliveryType,
  schedule: TypeSchedule,
  deliveryAreas: number,
  nowMs: number,
): DeliveryTypeNeed[] {
  const needs: DeliveryTypeNeed[] = [];
  if (schedule.windows.length === 0) needs.push('hours');
  else if (!hasOrderableDays(schedule, nowMs)) needs.push('open_days');
  if (type === 'delivery' && deliveryAreas === 0) needs.push('delivery_areas');
  return needs;
}
