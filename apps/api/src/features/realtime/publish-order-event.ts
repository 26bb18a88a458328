import type { Realtime } from './event-bus';

/**
 * What other features call after their transaction has committed (never inside it: a rolled
 * back change must not be announced). None of them throws.
 */
export const publishOrderCreated = (
  realtime: Realtime,
  order: { restaurantId: number; orderId: number; status?: string; paymentState?: string },
) => realtime.publish({ type: 'order.created', ...order });

export const publishOrderStatus = (
  realtime: Realtime,
  order: { restaurantId: number; orderId: number; status: string; stage?: string },
) => realtime.publish({ type: 'order.status', ...order });

/** For the payments code: an order's payment state changed (paid, failed, …). */
export const publishOrderPayment = (
  realtime: Realtime,
  order: { restaurantId: number; orderId: number; paymentState: string },
) => realtime.publish({ type: 'order.payment', ...order });
