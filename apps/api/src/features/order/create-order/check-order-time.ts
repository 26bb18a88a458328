import type { Database } from '@tavola/db';
import {
  canOrderNow,
  checkDeliveryTime,
  type DeliveryType,
  formatLocalDateTime,
  type LocalMoment,
  ticketHolders,
} from '@tavola/domain';
import { HttpError } from '../../../lib/http-error';
import { type BasketContents, slotFitsBasket, ticketLinesOf } from '../../basket';
import { deliveryCalendar } from '../../delivery-time';
import type { RestaurantRow } from '../../restaurants';
import { orderTicketSlot } from '../../tickets';
import { invalid } from './order-caller';

/**
 * When: the chosen time must still be valid; without one the restaurant must be open now.
 * SPEC §4 Ticketing: instead, the time must be a bookable slot of the event, which is answered.
 */
export async function checkOrderTime(
  tx: Database,
  restaurant: RestaurantRow,
  order: {
    ticketingSystem: boolean;
    deliveryType: DeliveryType;
    deliveryTime: Date | null;
    moment: LocalMoment;
    contents: BasketContents;
    now: number;
  },
) {
  const { deliveryType, deliveryTime, moment, contents, now } = order;
  const ticketing = order.ticketingSystem
    ? await orderTicketSlot(
        tx,
        restaurant,
        deliveryTime,
        ticketHolders(ticketLinesOf(contents)).length,
        slotFitsBasket(contents, restaurant),
        now,
      )
    : null;
  if (ticketing) return ticketing;
  const calendar = await deliveryCalendar(tx, restaurant, deliveryType);
  if (deliveryTime) {
    const verdict = checkDeliveryTime(calendar, now, moment);
    if (!verdict.ok) {
      const key = verdict.problem === 'past' ? 'order_time_past' : 'restaurant_not_open';
      throw new HttpError(422, key, undefined, {
        delivery_time: [{ key }],
        ...(verdict.validTime ? { validTime: [{ text: formatLocalDateTime(verdict.validTime) }] } : {}),
      });
    }
  } else if (!canOrderNow(calendar, now)) {
    throw invalid('delivery_time', 'restaurant_not_open');
  }
  return null;
}
