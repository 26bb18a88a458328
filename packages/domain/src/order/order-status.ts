/** SPEC §5 server side: an order's status is received, processing, delivered or rejected. */
export const orderStatuses = ['received', 'processing', 'delivered', 'rejected'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

/**
 * The way an order moves through the kitchen (issue 7): received → processing → delivered; a
 * received or processing order may be rejected instead. Delivered and rejected are final, and
 * a status never moves back or skips processing.
 */
const next: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['processing', 'rejected'],
  processing: ['delivered', 'rejected'],
  delivered: [],
  rejected: [],
};

/** The statuses an order in `from` may go to next (the manager's buttons). */
export const nextOrderStatuses = (from: string): readonly OrderStatus[] =>
  isOrderStatus(from) ? next[from] : [];

export const canChangeOrderStatus = (from: string, to: string): boolean =>
  isOrderStatus(to) && nextOrderStatuses(from).includes(to);
