import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { publishOrderPayment, publishTablePayment, type TablePaymentAction } from '../realtime';
import type { RestaurantRow } from '../restaurants';
import type { ClaimSettlement } from './settle-table-claim';
import type { TablePaymentRow } from './table-bill.repository';
import { sendTableReceipt } from './table-receipt-mail';

type Announcer = Pick<AppDeps, 'db' | 'mailer' | 'realtime'>;

/** Tells the table's phones and the restaurant's board that a bill changed (after the commit). */
export function announceTablePayment(
  deps: Announcer,
  session: TablePaymentRow,
  action: TablePaymentAction,
  claimId: number | null,
  originSocketId?: string,
) {
  void publishTablePayment(deps.realtime, {
    restaurantId: session.restaurantId,
    tablePaymentId: session.publicId,
    tableId: session.tableId,
    action,
    claimId,
    originSocketId,
  });
}

/**
 * After a claim's payment settled: the table hears of it; a bill it closed is announced, and
 * its orders turn paid on the board; the guest who asked for a receipt gets it.
 */
export function announceClaimSettlement(
  deps: Announcer,
  restaurant: RestaurantRow,
  settlement: ClaimSettlement,
  log: FastifyBaseLogger,
  originSocketId?: string,
) {
  const { claim, session, closedOrderIds } = settlement;
  announceTablePayment(deps, session, settlement.action, claim.id, originSocketId);
  if (closedOrderIds) {
    announceTablePayment(deps, session, 'closed', null);
    for (const orderId of closedOrderIds)
      void publishOrderPayment(deps.realtime, { restaurantId: restaurant.id, orderId, paymentState: 'paid' });
  }
  if (settlement.action === 'paid' && claim.email) {
    sendTableReceipt(deps.db, deps.mailer, restaurant, claim, session).catch((error: unknown) =>
      log.error({ err: error, claimId: claim.id }, 'table receipt failed'),
    );
  }
}
