import { isValidTableCapacity } from '../basket/item-rules';

/** SPEC §3 extra_info.table_capacity: the guests at the table, and the day they were counted. */
export interface TableCapacity {
  adults: number;
  children: number;
  /** ISO date in the restaurant's zone */
  date: string;
}

/**
 * SPEC §4 Login landing: a restaurant that asks for the people at the table asks again when the
 * capacity is missing, below one person, or not set today (`today` in the restaurant's zone).
 * The storefront opens its modal on it; create-order refuses a table order on it (issue 16).
 */
export function needsTableCapacity(capacity: TableCapacity | undefined, today: string): boolean {
  if (!capacity) return true;
  return !isValidTableCapacity(capacity.adults, capacity.children) || capacity.date !== today;
}

/**
 * Issue 33: the guests are counted once per visit, whichever phone answers first. A basket at a
 * table takes its own count when it holds a valid one today, else the count of the table's
 * visit (another phone's, or this phone's before its last order), else none: then it is asked.
 */
export function tableCapacityOf(
  own: TableCapacity | undefined,
  visit: TableCapacity | null | undefined,
  today: string,
): TableCapacity | undefined {
  if (!needsTableCapacity(own, today)) return own;
  if (visit && !needsTableCapacity(visit, today)) return visit;
  return own;
}
