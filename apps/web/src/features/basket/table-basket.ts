import type { BasketDto } from '@tavola/contracts';
import { needsTableCapacity } from '@tavola/domain';

type TableBasket = Pick<BasketDto, 'deliveryType' | 'table_id' | 'extra_info'>;

/**
 * Decision 027: a basket is at a table when set-table put it there and it still eats here;
 * only then is the order written with the table (and may be paid at the end).
 */
export const isAtTable = (basket: TableBasket | undefined): boolean =>
  basket?.deliveryType === 'here' && basket.table_id !== null;

/**
 * SPEC §4 Login landing, §5: a restaurant that asks for the people at the table
 * (has_person_on_table) needs them for a basket at a table when they are missing, below one
 * person or not counted today (`today` in the restaurant's zone).
 */
export const needsGuestCount = (
  asksForPeople: boolean,
  basket: TableBasket | undefined,
  today: string,
): boolean =>
  asksForPeople && isAtTable(basket) && needsTableCapacity(basket?.extra_info.table_capacity, today);
