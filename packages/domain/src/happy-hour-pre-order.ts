import { isProductOnBreak } from './break-pattern';
import { type AvailabilityRule, isProductAvailableAt } from './product-availability';
import { isProductDateSelectable } from './ticketing/ticket-details';
import { addDays, type LocalMoment } from './zoned-time';

/**
 * SPEC §3 pre_order_for_happy_hour: with the setting on, a product with happy hours is
 * pre-ordered for a day of its own — chosen in the product's date picker (SPEC §5) — instead of
 * being judged at the basket's time. Without happy hours a product is judged as before.
 */
export const judgedByOwnDate = (
  preOrderForHappyHour: boolean,
  rule: Pick<AvailabilityRule, 'happyHours'>,
): boolean => preOrderForHappyHour && rule.happyHours.length > 0;

/** SPEC §3 additional_info_config date: the product asks for a date when added. */
export const asksForDate = (
  dateFlag: boolean,
  preOrderForHappyHour: boolean,
  rule: Pick<AvailabilityRule, 'happyHours'>,
): boolean => dateFlag || judgedByOwnDate(preOrderForHappyHour, rule);

/** The days a product's date picker offers (SPEC §5): today to the type's last day. */
export interface OwnDateBounds {
  min: string;
  max: string;
}

/**
 * Whether units of a product can be had when the basket orders for `at`. A product judged by
 * its own date needs a date for every unit, each one its date picker offers (inside the bounds,
 * a happy-hour day, not past its end date), and the kitchen not on a break for it at `at`;
 * every other product is judged at `at` (SPEC §3 happyHours, end_date, break patterns).
 */
export function isAvailableForBasket(
  rule: AvailabilityRule,
  at: LocalMoment,
  own: {
    preOrderForHappyHour: boolean;
    dates: readonly (string | undefined)[];
    bounds: OwnDateBounds;
  },
): boolean {
  if (!judgedByOwnDate(own.preOrderForHappyHour, rule)) return isProductAvailableAt(rule, at);
  if (isProductOnBreak(rule.breaks, at)) return false;
  return (
    own.dates.length > 0 &&
    own.dates.every((date) => date !== undefined && isProductDateSelectable(rule, date, own.bounds))
  );
}

/**
 * The menu's verdict for a product judged by its own date: orderable when its date picker
 * offers at least one day, and the kitchen is not on a break for it at `at`.
 */
export function hasOwnDateAhead(rule: AvailabilityRule, at: LocalMoment, bounds: OwnDateBounds): boolean {
  if (isProductOnBreak(rule.breaks, at)) return false;
  for (let date = bounds.min; date <= bounds.max; date = addDays(date, 1))
    if (isProductDateSelectable(rule, date, bounds)) return true;
  return false;
}
