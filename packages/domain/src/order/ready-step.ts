import type { OrderStatus } from './order-status';

/**
 * Issue 34: "ready" tells the guest to come for their order. It is a step, not a status: SPEC §5
 * keeps an order's status to received, processing, delivered or rejected, so a ready order is
 * still `processing` and carries the time it was called ready (decision 082).
 */

/** The step an order is at, as the board and the guest's page name it. */
export type OrderStage = OrderStatus | 'ready';

/**
 * The orders a guest comes to fetch: pickup, and eat-in without a table (collected at the
 * counter). An order at a table is brought by the staff; a delivery is fetched by nobody; nor is
 * a class booked at a restaurant with a ticketing system (issue 33): its guests come to the class.
 */
export const hasReadyStep = (order: {
  deliveryType: string;
  tableId: number | null;
  ticketing: boolean;
}): boolean =>
  !order.ticketing &&
  (order.deliveryType === 'pickup' || (order.deliveryType === 'here' && order.tableId === null));

export type ReadyStepRefusal = 'no_ready_step' | 'not_in_preparation' | 'already_ready';

/** Why an order cannot be called ready now; undefined when it can. */
export function readyStepRefusal(order: {
  deliveryType: string;
  tableId: number | null;
  /** the restaurant sells class tickets (SPEC §4 Ticketing) */
  ticketing: boolean;
  status: string;
  readyAt: Date | string | null;
}): ReadyStepRefusal | undefined {
  if (!hasReadyStep(order)) return 'no_ready_step';
  if (order.status !== 'processing') return 'not_in_preparation';
  if (order.readyAt !== null) return 'already_ready';
  return undefined;
}

/** Ready sits between in preparation and handed over; otherwise the step is the status. */
export const orderStage = (order: { status: string; readyAt: Date | string | null }): string =>
  order.status === 'processing' && order.readyAt !== null ? 'ready' : order.status;
