import type { BasketProductDto, ProductDto } from '@tavola/contracts';
import {
  addDays,
  checkTicketDetails,
  type ItemDetail,
  isProductDateSelectable,
  type TicketDetailProblemKey,
  type TicketDetailsRule,
  ticketHolders,
  toLocalMoment,
} from '@tavola/domain';

/** One person's row of an event card's form (SPEC §4 Add flow): as typed, untrimmed. */
export interface TicketDetailsRow {
  fullName: string;
  date: string;
}

/** The days a product's date picker offers: from today to the last bookable day (SPEC §5). */
export interface DateBounds {
  min: string;
  max: string;
}

/** SPEC §3 product person/date (additional_info_config) and its happy hours, as the domain reads them. */
export const ticketDetailsRuleOf = (product: ProductDto): TicketDetailsRule => ({
  person: product.additional_info_config.name,
  date: product.additional_info_config.date,
  happyHours: product.happyHours.map((hour) => ({
    weekday: hour.weekday_id,
    startDate: hour.start_date,
    endDate: hour.end_date,
    startTime: hour.start_time,
    endTime: hour.end_time,
  })),
  endDate: product.end_date,
});

/** Today in the restaurant's zone to the last day the pickup type may be ordered for. */
export function dateBoundsAt(now: number, zone: string, availableDays: number): DateBounds {
  const today = toLocalMoment(now, zone).date;
  return { min: today, max: addDays(today, availableDays) };
}

/** The dates the 'Select Date' picker offers, first to last. */
export function selectableDates(rule: TicketDetailsRule, bounds: DateBounds): string[] {
  const dates: string[] = [];
  for (let date = bounds.min; date <= bounds.max; date = addDays(date, 1))
    if (isProductDateSelectable(rule, date, bounds)) dates.push(date);
  return dates;
}

/** A row's field as the form names it ('0.fullName'), and as a 422 of basket/add does. */
export const rowField = (index: number, field: keyof TicketDetailsRow) => `${index}.${field}`;
const serverPrefix = 'extraInfo.itemDetails.';

/**
 * SPEC §5 in the browser, by the same domain rule the server applies: the entries to send (one
 * per person, trimmed, only what the product asks) or each row's problem by its field.
 */
export function checkRows(
  rule: TicketDetailsRule,
  rows: readonly TicketDetailsRow[],
  bounds: DateBounds,
): { details: ItemDetail[]; problems: Record<string, TicketDetailProblemKey> } {
  const { details, problems } = checkTicketDetails(rule, rows.length, rows, bounds);
  return {
    details,
    problems: Object.fromEntries(
      problems.map((problem) => [rowField(problem.index, problem.field), problem.key]),
    ),
  };
}

/** A 422's messages for `extraInfo.itemDetails.N.field`, named as the form's rows are. */
export function rowErrorsOf(errors: Readonly<Record<string, readonly string[] | undefined>>) {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(serverPrefix))
      .map(([field, messages]) => [field.slice(serverPrefix.length), messages]),
  );
}

/**
 * The tickets a basket holds (decision 028: one per named person), by the domain's
 * ticketHolders. A line names its persons when its units carry names: the server keeps a
 * name only for a product that asks for one (SPEC §3 person), and for each of its units.
 */
export const ticketsHeld = (lines: readonly BasketProductDto[]): number =>
  ticketHolders(
    lines.map((line) => {
      const details = line.extra_info.itemDetails ?? [];
      return {
        productId: line.RestaurantProductId,
        quantity: line.quantity,
        person: details.some((detail) => detail.fullName !== undefined),
        details,
      };
    }),
  ).length;
