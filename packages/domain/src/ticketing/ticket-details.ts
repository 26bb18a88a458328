import { type HappyHour, happyHourWeekday } from '../product-availability';
import { weekdayOfDate } from '../zoned-time';

/** SPEC §3 product person and date (additional_info_config): what an event card asks per unit. */
export interface TicketDetailsRule {
  /** each unit needs the name of the person it is for */
  person: boolean;
  /** each unit needs a date, picked as SPEC §5's product date picker allows */
  date: boolean;
  happyHours: readonly HappyHour[];
  /** last day the product can be ordered for; null = no end */
  endDate: string | null;
}

/** SPEC §3 basket item extra_info.itemDetails: one entry per unit. */
export interface ItemDetail {
  fullName?: string;
  date?: string;
}

/** A name on a ticket is at most this long (after trimming). */
export const ticketNameMaxLength = 100;

export const asksForDetails = (rule: Pick<TicketDetailsRule, 'person' | 'date'>): boolean =>
  rule.person || rule.date;

/**
 * SPEC §5 product date picker: a day from the minimum to the maximum date (today to the last
 * bookable day), not after the product's end date, and — when the product has happy hours —
 * matching one of them by weekday (1..7, Sunday = 7) and date range. A product without happy
 * hours may be picked for any day in the bounds.
 */
export function isProductDateSelectable(
  rule: Pick<TicketDetailsRule, 'happyHours' | 'endDate'>,
  date: string,
  bounds: { min: string; max: string },
): boolean {
  if (date < bounds.min || date > bounds.max) return false;
  if (rule.endDate && date > rule.endDate) return false;
  if (rule.happyHours.length === 0) return true;
  const weekday = happyHourWeekday(weekdayOfDate(date));
  return rule.happyHours.some(
    (hour) => hour.weekday === weekday && date >= hour.startDate && date <= hour.endDate,
  );
}

export type TicketDetailProblemKey =
  | 'ticket_name_required'
  | 'ticket_name_too_long'
  | 'ticket_date_required'
  | 'ticket_date_unavailable';

export interface TicketDetailProblem {
  /** the unit (0-based) whose entry is at fault */
  index: number;
  field: 'fullName' | 'date';
  key: TicketDetailProblemKey;
}

/**
 * SPEC §4 Add flow and §5: where a product asks for them, every unit needs a name ('name is
 * required') and a date ('date is required'); values are trimmed. Returns the entries as they
 * are kept — one per unit, trimmed, only what the product asks — and what is wrong with them.
 * A product that asks for nothing keeps no details.
 */
export function checkTicketDetails(
  rule: TicketDetailsRule,
  quantity: number,
  given: readonly ItemDetail[] | undefined,
  bounds: { min: string; max: string },
): { details: ItemDetail[]; problems: TicketDetailProblem[] } {
  if (!asksForDetails(rule)) return { details: [], problems: [] };
  const details: ItemDetail[] = [];
  const problems: TicketDetailProblem[] = [];
  for (let index = 0; index < quantity; index += 1) {
    const entry = given?.[index];
    const detail: ItemDetail = {};
    if (rule.person) {
      const fullName = entry?.fullName?.trim() ?? '';
      if (fullName === '') problems.push({ index, field: 'fullName', key: 'ticket_name_required' });
      else if (fullName.length > ticketNameMaxLength)
        problems.push({ index, field: 'fullName', key: 'ticket_name_too_long' });
      detail.fullName = fullName;
    }
    if (rule.date) {
      const date = entry?.date?.trim() ?? '';
      if (date === '') problems.push({ index, field: 'date', key: 'ticket_date_required' });
      else if (!isProductDateSelectable(rule, date, bounds))
        problems.push({ index, field: 'date', key: 'ticket_date_unavailable' });
      detail.date = date;
    }
    details.push(detail);
  }
  return { details, problems };
}

/** One line of an order as tickets see it. */
export interface TicketLine {
  productId: number;
  quantity: number;
  person: boolean;
  details: readonly ItemDetail[];
}

export interface TicketHolder {
  productId: number;
  holderName: string;
}

/**
 * Decision 028: a ticket is one unit of a product that names its person (SPEC §3 person); add-ons
 * without a name (an apron, a glass of wine) are not tickets and take no place in a class. The
 * number of holders is what an order wants of its slot's capacity.
 */
export function ticketHolders(lines: readonly TicketLine[]): TicketHolder[] {
  return lines.flatMap((line) =>
    line.person
      ? Array.from({ length: line.quantity }, (_, index) => ({
          productId: line.productId,
          holderName: line.details[index]?.fullName?.trim() ?? '',
        }))
      : [],
  );
}

/**
 * SPEC §3 allow_multi_date_order switched off: every dated unit of one order is for one date —
 * the date the basket's other dated units already carry, else the first one given. Answers the
 * units (0-based, as given) whose date is another.
 */
export function datesBeyondOne(
  details: readonly ItemDetail[],
  basketDates: readonly string[],
): { index: number; field: 'date'; key: 'order_single_date' }[] {
  const dates = details.map((detail) => detail.date);
  const orderDate = basketDates[0] ?? dates.find((date) => date !== undefined);
  return dates.flatMap((date, index) =>
    date !== undefined && date !== orderDate
      ? [{ index, field: 'date' as const, key: 'order_single_date' as const }]
      : [],
  );
}
