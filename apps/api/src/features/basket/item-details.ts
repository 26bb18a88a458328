import type { schema } from '@tavola/db';
import {
  addDays,
  asksForDetails,
  checkTicketDetails,
  datesBeyondOne,
  type ItemDetail,
  isProductAvailableAt,
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
 * hour. Undefined for a product that asks for neither (its units keep no details).
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
  const rule = {
    person: product.askName,
    date: product.askDate,
    happyHours: product.happyHours,
    endDate: product.endDate,
  };
  if (!asksForDetails(rule)) return undefined;
  const { restaurant, basket } = context;
  const settings = restaurantSettings(restaurant);
  const today = toLocalMoment(Date.now(), restaurant.timeZone).date;
  const lastDay = addDays(today, settings.available_days[basket.deliveryType]);
  const checked = checkTicketDetails(rule, units, given, { min: today, max: lastDay });
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
 * a refused slot proposes only a next one the same basket can be ordered for.
 */
export const slotFitsBasket =
  (contents: Pick<BasketContents, 'lines' | 'catalogue'>, timeZone: string) =>
  (slot: TicketSlot): boolean => {
    const moment = toLocalMoment(slot.startsAt, timeZone);
    return contents.lines.every((line) => {
      const product = contents.catalogue.get(line.productId);
      return (
        !product ||
        isProductAvailableAt(
          { happyHours: product.happyHours, endDate: product.endDate, breaks: product.breaks },
          moment,
        )
      );
    });
  };
