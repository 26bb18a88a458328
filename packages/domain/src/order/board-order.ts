import type { PaymentHold } from './payment-hold';

/**
 * Issue 34: the live board as a kitchen reads it on a busy night. These rules are shared by the
 * API (which orders and picks the board's orders) and the manager area (which lays them out).
 */

/** The board's columns (issue 7): new, in progress, done; a payment that ended is done (issue 15). */
export type BoardColumn = 'new' | 'processing' | 'done';

export function boardColumn(order: { status: string; payment_hold: PaymentHold | null }): BoardColumn {
  if (order.payment_hold === 'payment_ended') return 'done';
  if (order.status === 'received') return 'new';
  if (order.status === 'processing') return 'processing';
  return 'done';
}

/** The statuses of an order the kitchen still has to deal with (its payment aside). */
export const openOrderStatuses = ['received', 'processing'] as const;

/**
 * When an order is due, as wall-clock 'YYYY-MM-DD HH:MM' in the restaurant's zone: its
 * delivery (or pickup, or table) time; an order wanted as soon as possible is due when it was placed.
 */
export const dueWallClock = (order: { deliveryTime: string | null; created_time: string }): string =>
  order.deliveryTime ?? order.created_time;

/** How a due day stands to today: passed (the order is late), today, or a later day (a pre-order). */
export type DueDayRelation = 'overdue' | 'today' | 'later';

export const dueDayRelation = (day: string, today: string): DueDayRelation =>
  day < today ? 'overdue' : day === today ? 'today' : 'later';

export interface DueDayGroup<T> {
  /** 'YYYY-MM-DD' */
  day: string;
  relation: DueDayRelation;
  orders: T[];
}

/**
 * The orders of a column in runs of one due day each, in the order given (the API sends them
 * earliest first): what is due today stands apart from what is due on later days.
 */
export function groupByDueDay<T>(
  orders: readonly T[],
  dueOf: (order: T) => string,
  today: string,
): DueDayGroup<T>[] {
  const groups: DueDayGroup<T>[] = [];
  for (const order of orders) {
    const day = dueOf(order).slice(0, 10);
    const last = groups.at(-1);
    if (last?.day === day) last.orders.push(order);
    else groups.push({ day, relation: dueDayRelation(day, today), orders: [order] });
  }
  return groups;
}
