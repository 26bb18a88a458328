import type { BasketDto } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import {
  checkDeliveryTime,
  type DeliveryCalendar,
  type DeliveryType,
  epochOfLocal,
  formatLocalDateTime,
  isProductAvailableAt,
  type LocalMoment,
  nextSlot,
  parseLocalDateTime,
  resolveText,
} from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import { and, eq } from 'drizzle-orm';
import { type FieldMessage, HttpError } from '../../lib/http-error';
import { deliveryCalendar } from '../delivery-time';
import { restaurantLocale, restaurantSettings } from '../restaurants';
import { type BasketCaller, changeBasket } from './basket.service';

const problemKeys = {
  past: 'order_time_past',
  not_quarter: 'delivery_time_not_quarter',
  before_minimum: 'restaurant_not_open',
  too_far: 'delivery_time_too_far',
  not_open: 'restaurant_not_open',
} as const satisfies Record<string, ServerMessageKey>;

/** Inside the basket's transaction: PGlite has one connection, so a query beside it would wait forever. */
/** Orders already taken in the 15-minute slot that starts at an instant (restaurants may cap them). */
async function slotUsed(db: Database, restaurantId: number, slotStart: Date): Promise<number> {
  const [row] = await db
    .select({ used: schema.slotUsage.used })
    .from(schema.slotUsage)
    .where(and(eq(schema.slotUsage.restaurantId, restaurantId), eq(schema.slotUsage.slotStart, slotStart)));
  return row?.used ?? 0;
}

/** The first slot from `from` on whose capacity is not used up. */
async function nextFreeSlot(
  db: Database,
  restaurantId: number,
  calendar: DeliveryCalendar,
  capacity: number,
  from: LocalMoment,
) {
  let candidate = nextSlot(calendar, Date.now(), from);
  for (let tries = 0; candidate && tries < 500; tries++) {
    const start = new Date(epochOfLocal(candidate.date, candidate.minutes, calendar.zone));
    if ((await slotUsed(db, restaurantId, start)) < capacity) return candidate;
    candidate = nextSlot(calendar, Date.now(), { ...candidate, minutes: candidate.minutes + 15 });
  }
  return undefined;
}

/**
 * SPEC §7 add-delivery-time: saves the time the guest wants the order for, after the rules of
 * SPEC §5 (quarter hour, not past, after preparation, inside the type's windows, not too far),
 * the slot capacity, and every basket product being available then. A refusal is a 422 whose
 * fields name the problem (`delivery_time`), the next valid time (`validTime`) and the product
 * (`name`); null clears the time.
 */
export async function setDeliveryTime(
  caller: BasketCaller,
  basketId: string,
  input: { deliveryTime: string | null; deliveryType?: DeliveryType; duration?: number | null },
): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, basket, contents) => {
    const type = input.deliveryType ?? basket.deliveryType;
    if (input.deliveryTime === null) {
      const [updated] = await tx
        .update(schema.baskets)
        .set({ deliveryTime: null, duration: input.duration ?? null, deliveryType: type })
        .where(eq(schema.baskets.id, basket.id))
        .returning();
      return { basket: updated };
    }
    const wanted = parseLocalDateTime(input.deliveryTime);
    const calendar = await deliveryCalendar(tx, caller.restaurant, type);
    const verdict = checkDeliveryTime(calendar, Date.now(), wanted);
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
    if (!verdict.ok) throw refuse(problemKeys[verdict.problem], {}, verdict.validTime);

    const fallback = restaurantLocale(caller.restaurant);
    for (const line of contents.lines) {
      const product = contents.catalogue.get(line.productId);
      if (
        product &&
        !isProductAvailableAt(
          { happyHours: product.happyHours, endDate: product.endDate, breaks: product.breaks },
          wanted,
        )
      ) {
        const name = resolveText(product.name, caller.locale, fallback);
        throw refuse('product_not_available_date', { name }, undefined, name);
      }
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
      throw refuse('order_limit_reached', { time: formatLocalDateTime(next) }, next);
    }
    const [updated] = await tx
      .update(schema.baskets)
      .set({ deliveryTime: start, duration: input.duration ?? null, deliveryType: type })
      .where(eq(schema.baskets.id, basket.id))
      .returning();
    return { basket: updated };
  });
}
