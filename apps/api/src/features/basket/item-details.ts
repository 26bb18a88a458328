import type { schema } from '@tavola/db';
import {
  addDays,
  asksForDate,
  asksForDetails,
  checkTicketDetails,
  type DeliveryType,
  datesBeyondOne,
  type ItemDetail,
  isAvailableForBasket,
  type LocalMoment,
  type OwnDateBounds,
  type TicketLine,
  type TicketSlot,
  toLocalMoment,
} from '@tavola/domain';
import { type FieldMessage, HttpError } from '../../lib/http-error';
import { type RestaurantRow, restaurantSettings } from '../restaurants';
import type { BasketContents, BasketRow, ProductWithRules } from './basket.repository';

export type ItemExtraInfo = schema.ItemExtraInfo;

/**
 * SPEC §4 Add flow and §5, on the server: an event card's name and date for each of `units`
 * units of a product that asks for them (SPEC §3 person, date), trimmed and one per unit, or
 * a 422 naming each unit at fault ('name is required', 'date is required'). A date must be one
 * the product's date picker allows: from today to the basket type's last day, matching a happy
 * hour. A happy-hour product asks for its date when the restaurant pre-orders happy hours
 * (SPEC §3 pre_order_for_happy_hour). Undefined for a product that asks for neither (its units
 * keep no details).
 */
export function itemDetailsFor(
  context: {
    restaurant: RestaurantRow;
    basket: Pick<BasketRow, 'deliveryType'>;
    /** the dates the basket's other units carry (SPEC §3 allow_multi_date_order) */
    basketDates: readonly string[];
  },
  product: ProductWithRules,
  units: number,
  given: readonly ItemDetail[] | undefined,
  field = 'extraInfo.itemDetails',
): ItemDetail[] | undefined {
  const { restaurant, basket } = context;
  const settings = restaurantSettings(restaurant);
  const rule = {
    person: product.askName,
    date: asksForDate(product.askDate, settings.pre_order_for_happy_hour, product),
    happyHours: product.happyHours,
    endDate: product.endDate,
  };
  if (!asksForDetails(rule)) return undefined;
  const checked = checkTicketDetails(rule, units, given, ownDateBounds(restaurant, basket.deliveryType));
  const { details } = checked;
  const problems = [
    ...checked.problems,
    ...(settings.allow_multi_date_order || checked.problems.length
      ? []
      : datesBeyondOne(details, context.basketDates)),
  ];
  if (problems.length) {
    const fields: Record<string, FieldMessage[]> = {};
    for (const problem of problems)
      fields[`${field}.${problem.index}.${problem.field}`] = [{ key: problem.key }];
    throw new HttpError(422, problems[0]!.key, undefined, fields);
  }
  return details;
}

/** The days a product's date picker offers for a delivery type: today to the type's last day (SPEC §5). */
export function ownDateBounds(
  restaurant: RestaurantRow,
  deliveryType: DeliveryType,
  now = Date.now(),
): OwnDateBounds {
  const today = toLocalMoment(now, restaurant.timeZone).date;
  return { min: today, max: addDays(today, restaurantSettings(restaurant).available_days[deliveryType]) };
}

/**
 * Whether a basket line's product can be had when the basket orders for `at`: at that moment,
 * or — a happy hour pre-ordered (SPEC §3 pre_order_for_happy_hour) — each unit on its own date.
 * The basket, the delivery time, the ticket slot and the order all ask this.
 */
export function lineAvailableAt(
  restaurant: RestaurantRow,
  deliveryType: DeliveryType,
  product: ProductWithRules,
  line: Pick<BasketContents['lines'][number], 'quantity' | 'extraInfo'>,
  at: LocalMoment,
): boolean {
  const details = line.extraInfo.itemDetails ?? [];
  return isAvailableForBasket(
    { happyHours: product.happyHours, endDate: product.endDate, breaks: product.breaks },
    at,
    {
      preOrderForHappyHour: restaurantSettings(restaurant).pre_order_for_happy_hour,
      dates: Array.from({ length: line.quantity }, (_, index) => details[index]?.date),
      bounds: ownDateBounds(restaurant, deliveryType),
    },
  );
}

/** The dates the basket's units carry, but those of one line (being changed). */
export const basketDatesOf = (contents: Pick<BasketContents, 'lines'>, exceptLineId?: number): string[] =>
  contents.lines
    .filter((line) => line.id !== exceptLineId)
    .flatMap((line) => (line.extraInfo.itemDetails ?? []).slice(0, line.quantity))
    .flatMap((detail) => (detail.date ? [detail.date] : []));

/** A line's extra info with its details replaced (or dropped, for a product that asks for none). */
export const withDetails = (extraInfo: ItemExtraInfo, details: ItemDetail[] | undefined): ItemExtraInfo => {
  const { itemDetails: _dropped, ...rest } = extraInfo;
  return details ? { ...rest, itemDetails: details } : rest;
};

/** The basket's lines as tickets see them: which name a person, with their names (SPEC §3 person). */
export const ticketLinesOf = (contents: Pick<BasketContents, 'lines' | 'catalogue'>): TicketLine[] =>
  contents.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    person: contents.catalogue.get(line.productId)?.askName ?? false,
    details: line.extraInfo.itemDetails ?? [],
  }));

/**
 * Whether every product of the basket can be had at a slot (its happy hours, end date, breaks):
 * a refused slot proposes only a next one the same basket can be ordered for. A slot is a
 * pickup time (SPEC §4 Ticketing).
 */
export const slotFitsBasket =
  (contents: Pick<BasketContents, 'lines' | 'catalogue'>, restaurant: RestaurantRow) =>
  (slot: TicketSlot): boolean => {
    const moment = toLocalMoment(slot.startsAt, restaurant.timeZone);
    return contents.lines.every((line) => {
      const product = contents.catalogue.get(line.productId);
      return !product || lineAvailableAt(restaurant, 'pickup', product, line, moment);
    });
  };
