import type { Database } from '@tavola/db';
import { type DeliveryType, formatLocalDateTime, type LocalMoment, toLocalMoment } from '@tavola/domain';
import { HttpError } from '../../../lib/http-error';
import { deliveryCalendar, nextFreeSlot, slotFullParams } from '../../delivery-time';
import { holdSlot, quarterOf } from '../../order-resources';
import { invalid, type OrderCaller } from './order-caller';

/**
 * Step: the order's place in its quarter hour, while the restaurant's cap allows (undo:
 * releaseSlot). A guest already seated at a table has no time to choose instead (SPEC §4: the
 * order comes now), so a full slot never refuses a table order; it still counts in the
 * kitchen's slot. Answers the quarter's start, which the order keeps for its undo.
 */
export async function holdOrderSlot(
  tx: Database,
  caller: OrderCaller,
  order: {
    deliveryType: DeliveryType;
    deliveryTime: Date | null;
    now: number;
    atTable: boolean;
    capacity: number;
  },
): Promise<Date> {
  const { restaurant } = caller;
  const moment = toLocalMoment((order.deliveryTime ?? new Date(order.now)).getTime(), restaurant.timeZone);
  const { start, slotStart } = quarterOf(moment, restaurant.timeZone);
  const cap = order.atTable ? null : order.capacity;
  if (!(await holdSlot(tx, { restaurantId: restaurant.id, slotStart }, cap)))
    throw await slotFull(tx, caller, order.deliveryType, start, order.capacity);
  return slotStart;
}

/**
 * A slot filled since the guest chose it: 422 with the next free time (issue 15: never moved
 * silently), or resources_have_been_reached when no slot is left.
 */
async function slotFull(
  tx: Database,
  caller: OrderCaller,
  deliveryType: DeliveryType,
  chosen: LocalMoment,
  capacity: number,
): Promise<HttpError> {
  const calendar = await deliveryCalendar(tx, caller.restaurant, deliveryType);
  const next = await nextFreeSlot(tx, caller.restaurant.id, calendar, capacity, {
    ...chosen,
    minutes: chosen.minutes + 15,
  });
  if (!next) return invalid('delivery_time', 'resources_have_been_reached');
  const params = slotFullParams(chosen, next, caller.locale);
  return new HttpError(422, 'order_limit_reached', params, {
    delivery_time: [{ key: 'order_limit_reached', params }],
    validTime: [{ text: formatLocalDateTime(next) }],
  });
}
