import type { ManagerOrder } from '@tavola/contracts';
import { type OrderStage, type OrderStatus, orderStage, readyStepRefusal } from '@tavola/domain';

/** What the board may do to an order next: a status (SPEC §5), or call it ready (decision 082). */
export type OrderStep = OrderStatus | 'ready';

/** The step an order is at: its status, or 'ready' while it waits to be fetched. */
export const stageOf = (order: Pick<ManagerOrder, 'status' | 'ready_at'>): OrderStage | string =>
  orderStage({ status: order.status, readyAt: order.ready_at });

/**
 * The steps the order may take next, in the order the buttons show them: the server's
 * `next_statuses`, with "ready" first where the guest fetches the order and is not yet told
 * (never at a restaurant with a ticketing system: a class is not fetched).
 */
export function nextSteps(
  order: Pick<ManagerOrder, 'status' | 'ready_at' | 'deliveryType' | 'table' | 'next_statuses'>,
  ticketing: boolean,
): OrderStep[] {
  const ready = readyStepRefusal({
    status: order.status,
    readyAt: order.ready_at,
    deliveryType: order.deliveryType,
    tableId: order.table?.id ?? null,
    ticketing,
  });
  return ready === undefined ? ['ready', ...order.next_statuses] : [...order.next_statuses];
}
