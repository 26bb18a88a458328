import { type Database, schema } from '@tavola/db';
import { canMovePayment, type HostedPaymentType, type PaymentState, releasesResources } from '@tavola/domain';
import { desc, eq } from 'drizzle-orm';
import type { CredentialCipher } from '../../lib/credential-cipher';
import { HttpError } from '../../lib/http-error';
import { orderPageUrl } from '../../lib/order-page-url';
import { releaseOrderResources } from '../order-resources';
import type { RestaurantRow } from '../restaurants';
import { type ClaimSettlement, settleTableClaim } from '../table-bill';
import { paymentTypeRefused, providerFor } from './provider-registry';
import { ProviderUnavailable } from './providers/payment-provider';

type OrderRow = typeof schema.orders.$inferSelect;
type PaymentRow = typeof schema.payments.$inferSelect;

export interface PaymentContext {
  db: Database;
  restaurant: RestaurantRow;
  publicUrl: string;
  /** opens the restaurant's provider credentials (decision 042) */
  credentials: CredentialCipher;
  /** called once when a payment changes its order's state (e-mails, live events) */
  onSettled?: (order: OrderRow, state: PaymentState) => void;
  /** issue 17: called once when a payment changes its table claim (live events, receipt) */
  onTableClaimSettled?: (settlement: ClaimSettlement) => void;
}

/** A payment problem ends the attempt: the order's state follows, what it took goes back. */
async function moveOrder(tx: Database, order: OrderRow, payment: PaymentRow | undefined, to: PaymentState) {
  if (!canMovePayment(order.paymentState, to)) return false;
  await tx.update(schema.orders).set({ paymentState: to }).where(eq(schema.orders.id, order.id));
  if (payment) await tx.update(schema.payments).set({ state: to }).where(eq(schema.payments.id, payment.id));
  if (releasesResources(to)) await releaseOrderResources(tx, order.id);
  return true;
}

/**
 * The provider's page for an order's hosted payment, started once. Called when the order has
 * just committed, and again when that step may never have run because the process died in
 * between (decision 020): by a retry of create-order with the same Idempotency-Key, by
 * payment/prepare, and by the payment jobs. The order's row lock makes them take turns; the
 * first records the payment, the others return its page. When the provider cannot take it the
 * order's payment fails (its stock, voucher and slot go back) and the guest is told to choose
 * another way.
 */
export async function startHostedPayment(
  context: PaymentContext,
  order: OrderRow,
  type: HostedPaymentType,
): Promise<string> {
  const { db, restaurant, publicUrl } = context;
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.id, order.id))
        .for('update');
      const [earlier] = await tx
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.orderId, order.id))
        .orderBy(desc(schema.payments.id))
        .limit(1);
      if (earlier) {
        if (earlier.state === 'open' && earlier.checkoutUrl) return earlier.checkoutUrl;
        // a retry of an order whose payment has moved on since: nothing in the request is at fault
        throw new HttpError(409, 'payment_problem');
      }
      if (locked?.paymentState !== 'open') throw new HttpError(409, 'payment_problem');
      const provider = await providerFor(tx, restaurant, type, context);
      const started = await provider.start({
        subject: { orderId: order.id },
        amount: order.total,
        currency: order.currency,
        description: `${restaurant.name} #${order.id}`,
        // the provider sends the guest back to the order's page in the storefront
        returnUrl: orderPageUrl(publicUrl, restaurant.slug, order),
        notifyUrl: `${publicUrl}/api/payment/${type === 'saferPay' ? 'saferpay/notify' : 'mollie/webhook'}?orderId=${order.id}`,
        locale: order.lang,
      });
      await tx.insert(schema.payments).values({
        restaurantId: restaurant.id,
        orderId: order.id,
        provider: type,
        providerPaymentId: started.providerPaymentId,
        amount: order.total,
        currency: order.currency,
        checkoutUrl: started.checkoutUrl,
        expiresAt: started.expiresAt,
      });
      return started.checkoutUrl;
    });
  } catch (error) {
    // the provider (or its credentials) refused: the guest must choose another way. Anything
    // else (the database away) leaves the order open for the next try.
    const refused =
      error instanceof ProviderUnavailable || (error instanceof HttpError && error.key !== 'payment_problem');
    if (refused) {
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(schema.orders)
          .where(eq(schema.orders.id, order.id))
          .for('update');
        if (locked) await moveOrder(tx, locked, undefined, 'failed');
      });
    }
    // SPEC §8 'choose another way': the payment type is the field to change
    if (error instanceof ProviderUnavailable) throw paymentTypeRefused('payment_problem');
    throw error;
  }
}

/**
 * Asks the provider about a payment and lets the order follow: paid, failed, cancelled or
 * expired. The payment row is locked meanwhile, so a return, a webhook and the reconciliation
 * job arriving together settle it once; a settled payment is never asked again. A paid answer
 * whose amount or currency differs from the order is not believed.
 */
export async function settlePayment(
  context: PaymentContext,
  paymentId: number,
  /** what to ask the provider: its view (verify), or (issue 33) to close the page first (cancel) */
  ask: 'verify' | 'cancel' = 'verify',
): Promise<PaymentState> {
  const { db, restaurant } = context;
  let settled: { order: OrderRow; state: PaymentState } | undefined;
  let claimSettled: ClaimSettlement | undefined;
  const state = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.id, paymentId))
      .for('update');
    if (!payment || payment.restaurantId !== restaurant.id) throw new HttpError(404, 'payment_not_exist');
    if (payment.state !== 'open') return payment.state;
    const provider = await providerFor(tx, restaurant, payment.provider as HostedPaymentType, context);
    const verdict = await provider[ask](payment.providerPaymentId);
    if (verdict.state === 'open') return 'open';
    if (
      verdict.state === 'paid' &&
      (verdict.amount !== payment.amount || verdict.currency !== payment.currency)
    ) {
      return 'open';
    }
    if (payment.orderId === null) {
      claimSettled = await settleTableClaim(tx, payment, verdict.state);
      return verdict.state;
    }
    const [order] = await tx
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, payment.orderId))
      .for('update');
    if (!order) return payment.state;
    if (!(await moveOrder(tx, order, payment, verdict.state))) return order.paymentState;
    settled = { order, state: verdict.state };
    return verdict.state;
  });
  if (settled) context.onSettled?.(settled.order, settled.state);
  if (claimSettled) context.onTableClaimSettled?.(claimSettled);
  return state;
}

/** Expires an open payment whose time is up (after one last look at the provider). */
export async function expirePayment(context: PaymentContext, paymentId: number): Promise<PaymentState> {
  const state = await settlePayment(context, paymentId).catch((error: unknown) => {
    if (error instanceof ProviderUnavailable) return 'open' as const;
    throw error;
  });
  if (state !== 'open') return state;
  let expired: OrderRow | undefined;
  let claimExpired: ClaimSettlement | undefined;
  await context.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.id, paymentId))
      .for('update');
    if (payment?.state !== 'open') return;
    if (payment.orderId === null) {
      claimExpired = await settleTableClaim(tx, payment, 'expired');
      return;
    }
    const [order] = await tx
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, payment.orderId))
      .for('update');
    if (order && (await moveOrder(tx, order, payment, 'expired'))) expired = order;
  });
  if (expired) context.onSettled?.(expired, 'expired');
  if (claimExpired) context.onTableClaimSettled?.(claimExpired);
  return expired || claimExpired ? 'expired' : state;
}

/**
 * Issue 33: the guest gives up an order's open online payment (to pay another way, or to cancel
 * the order): the provider closes its page, the order's payment is cancelled and what it took
 * goes back. An order whose payment never started (decision 020) is cancelled at once. A payment
 * the provider reports paid meanwhile stays paid; one it cannot close is refused (409).
 */
export async function cancelOpenPayment(context: PaymentContext, order: OrderRow): Promise<PaymentState> {
  if (!order.isOnlinePayment) throw new HttpError(409, 'payment_cannot_update');
  const [payment] = await context.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, order.id))
    .orderBy(desc(schema.payments.id))
    .limit(1);
  let state: PaymentState;
  if (payment) state = await settlePayment(context, payment.id, 'cancel');
  else {
    let cancelled: OrderRow | undefined;
    state = await context.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.id, order.id))
        .for('update');
      if (!locked) throw new HttpError(404, 'order_not_exist');
      if (!(await moveOrder(tx, locked, undefined, 'cancelled'))) return locked.paymentState;
      cancelled = locked;
      return 'cancelled';
    });
    if (cancelled) context.onSettled?.(cancelled, 'cancelled');
  }
  if (state === 'open') throw new HttpError(409, 'payment_cannot_update');
  return state;
}
