import { schema } from '@tavola/db';
import { isHostedPayment } from '@tavola/domain';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { findUnstartedOnlineOrders } from './payment.repository';
import { paymentContext } from './payment.routes';
import { expirePayment, settlePayment, startHostedPayment } from './payment.service';

export interface PaymentJobOptions {
  /** open payments older than this expire (after one last look at the provider) */
  expiryMinutes: number;
  /** payments younger than this are left to the guest's return and the webhook */
  graceSeconds?: number;
  batchSize?: number;
}

/**
 * One round of the payment jobs: online orders whose payment was never started (the process
 * died right after the order's commit) get it started; open payments whose time is up expire
 * (their stock, voucher and slot go back); the other open ones are asked at the provider, so a
 * guest who closed the browser before returning still gets a paid order. Safe on several API
 * processes at once: starting holds the order's row lock, settling the payment's, and a
 * settled payment is never touched again.
 */
export async function runPaymentJobs(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'requireRestaurant' | 'realtime' | 'credentials'>,
  log: FastifyBaseLogger,
  options: PaymentJobOptions,
  now = Date.now(),
): Promise<{ started: number; settled: number; expired: number }> {
  const expiryBefore = new Date(now - options.expiryMinutes * 60_000);
  const graceBefore = new Date(now - (options.graceSeconds ?? 30) * 1000);
  let started = 0;
  for (const order of await findUnstartedOnlineOrders(deps.db, graceBefore, options.batchSize ?? 50)) {
    try {
      if (!isHostedPayment(order.paymentType)) continue;
      const context = paymentContext(deps, await deps.requireRestaurant(order.restaurantId), log);
      await startHostedPayment(context, order, order.paymentType);
      started += 1;
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'starting an unstarted payment failed');
    }
  }
  const open = await deps.db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.state, 'open'), lt(schema.payments.createdAt, graceBefore)))
    .orderBy(asc(schema.payments.createdAt))
    .limit(options.batchSize ?? 50);
  let settled = 0;
  let expired = 0;
  for (const payment of open) {
    try {
      const context = paymentContext(deps, await deps.requireRestaurant(payment.restaurantId), log);
      const timeUp =
        payment.createdAt < expiryBefore ||
        (payment.expiresAt !== null && payment.expiresAt.getTime() <= now);
      const state = timeUp
        ? await expirePayment(context, payment.id)
        : await settlePayment(context, payment.id);
      if (state === 'expired') expired += 1;
      else if (state !== 'open') settled += 1;
    } catch (error) {
      // one provider's outage must not stop the others; the next round tries again
      log.warn({ err: error, paymentId: payment.id }, 'payment reconciliation failed');
    }
  }
  return { started, settled, expired };
}

/** Runs the payment jobs every `intervalSeconds` until stopped. */
export function schedulePaymentJobs(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'requireRestaurant' | 'realtime' | 'credentials'>,
  log: FastifyBaseLogger,
  options: PaymentJobOptions & { intervalSeconds: number },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runPaymentJobs(deps, log, options)
      .catch((error: unknown) => log.error({ err: error }, 'payment jobs failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
