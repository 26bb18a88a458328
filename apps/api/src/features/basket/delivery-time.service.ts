import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import {
  canOrderNow,
  checkDeliveryTime,
  type DeliveryType,
  earliestMoment,
  epochOfLocal,
  formatLocalDateTime,
  type LocalMoment,
  nextSlot,
  parseLocalDateTime,
  resolveText,
  ticketHolders,
} from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import { type FieldMessage, HttpError } from '../../lib/http-error';
import { deliveryCalendar, nextFreeSlot, slotFullParams, slotUsed } from '../delivery-time';
import { restaurantLocale, restaurantSettings } from '../restaurants';
import { chooseTicketSlot } from '../tickets';
import type { BasketCaller } from './basket-caller';
import { changeBasket } from './change-basket';
import { lineAvailableAt, slotFitsBasket, ticketLinesOf } from './item-details';

const problemKeys = {
  past: 'order_time_past',
  not_quarter: 'delivery_time_not_quarter',
  before_minimum: 'restaurant_not_open',
  too_far: 'delivery_time_too_far',
  not_open: 'restaurant_not_open',
} as const satisfies Record<string, ServerMessageKey>;

/**
 * SPEC §7 add-delivery-time: saves the time the guest wants the order for, after the rules of
 * SPEC §5 (quarter hour, not past, after preparation, inside the type's windows, not too far),
 * the slot capacity, and every basket product being available then. A refusal is a 422 whose
 * fields name the problem (`delivery_time`), the next valid time (`validTime`) and the product
 * (`name`); null clears the time ('as soon as possible'), only while the restaurant is open.
 * With a ticketing system the time must start one of the event's slots instead (features/tickets
 * chooseTicketSlot), which makes the basket a pickup.
 */
export async function setDeliveryTime(
  caller: BasketCaller,
  basketId: string,
  input: { deliveryTime: string | null; deliveryType?: DeliveryType; duration?: number | null },
): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, basket, contents) => {
    const type = input.deliveryType ?? basket.deliveryType;
    const calendar = await deliveryCalendar(tx, caller.restaurant, type);
    const settings = restaurantSettings(caller.restaurant);
    const refuse = (
      key: ServerMessageKey,
      params: Record<string, string | number>,
      validTime?: LocalMoment,
      name?: string,
    ) => {
      const fields: Record<string, FieldMessage[]> = { delivery_time: [{ key, params }] };
      if (validTime) fields.validTime = [{ text: formatLocalDateTime(validTime) }];
      if (name) fields.name = [{ key, params }];
      return new HttpError(422, key, params, fields);
    };
    if (input.deliveryTime === null) {
      // issue 15: 'as soon as possible' only while the restaurant can take the order now
      const now = Date.now();
      if (!canOrderNow(calendar, now))
        throw refuse('restaurant_not_open', {}, nextSlot(calendar, now, earliestMoment(calendar, now)));
      const [updated] = await tx
        .update(schema.baskets)
        .set({ deliveryTime: null, duration: input.duration ?? null, deliveryType: type })
        .where(eq(schema.baskets.id, basket.id))
        .returning();
      return { basket: updated };
    }
    const wanted = parseLocalDateTime(input.deliveryTime);
    // SPEC §4 Ticketing: the time is one of the event's slots (with room for the basket's
    // tickets), which sets a pickup time; the opening hours do not apply
    const slot = settings.ticketingSystem
      ? await chooseTicketSlot(
          tx,
          caller.restaurant,
          wanted,
          ticketHolders(ticketLinesOf(contents)).length,
          slotFitsBasket(contents, caller.restaurant),
        )
      : undefined;
    if (!slot) {
      const verdict = checkDeliveryTime(calendar, Date.now(), wanted);
      if (!verdict.ok) throw refuse(problemKeys[verdict.problem], {}, verdict.validTime);
    }

    const fallback = restaurantLocale(caller.restaurant);
    for (const line of contents.lines) {
      const product = contents.catalogue.get(line.productId);
      if (product && !lineAvailableAt(caller.restaurant, type, product, line, wanted)) {
        const name = resolveText(product.name, caller.locale, fallback);
        throw refuse('product_not_available_date', { name }, undefined, name);
      }
    }

    if (slot) {
      const [updated] = await tx
        .update(schema.baskets)
        .set({
          deliveryTime: new Date(slot.startsAt),
          duration: slot.durationMinutes,
          deliveryType: 'pickup',
        })
        .where(eq(schema.baskets.id, basket.id))
        .returning();
      return { basket: updated };
    }
    const start = new Date(epochOfLocal(wanted.date, wanted.minutes, calendar.zone));
    if (
      settings.slot_capacity !== null &&
      (await slotUsed(tx, caller.restaurant.id, start)) >= settings.slot_capacity
    ) {
      const next = await nextFreeSlot(tx, caller.restaurant.id, calendar, settings.slot_capacity, {
        ...wanted,
        minutes: wanted.minutes + 15,
      });
      if (!next) throw refuse('resources_have_been_reached', {});
      // issue 15: never moved silently; the guest reads why and which time is free
      throw refuse('order_limit_reached', slotFullParams(wanted, next, caller.locale), next);
    }
    const [updated] = await tx
      .update(schema.baskets)
      .set({ deliveryTime: start, duration: input.duration ?? null, deliveryType: type })
      .where(eq(schema.baskets.id, basket.id))
      .returning();
    return { basket: updated };
  });
}
