import { type Database, schema } from '@tavola/db';
import { type PaymentState, releasesResources } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import { closeIfPaid } from './close-table-bill';
import { payClaim, releaseClaim } from './hold-claim';
import {
  lockClaim,
  lockTablePayment,
  type TableClaimRow,
  type TablePaymentRow,
} from './table-bill.repository';

type PaymentRow = typeof schema.payments.$inferSelect;

/** What became of a claim when its payment settled; announced after the commit. */
export interface ClaimSettlement {
  action: 'paid' | 'released';
  claim: TableClaimRow;
  session: TablePaymentRow;
  /** the orders the bill paid when this payment closed it; null while it stays open */
  closedOrderIds: number[] | null;
}

/**
 * A claim follows its payment (called by the payments code, holding the payment's row lock,
 * with the provider's verdict): paid, the claim is paid and the bill closes when nothing is
 * left; failed, cancelled or expired, the claim lets go of what it held.
 */
export async function settleTableClaim(
  tx: Database,
  payment: PaymentRow,
  to: PaymentState,
): Promise<ClaimSettlement | undefined> {
  if (payment.tableClaimId === null || payment.state !== 'open' || to === 'open') return undefined;
  const claim = await lockClaim(tx, payment.tableClaimId);
  await tx.update(schema.payments).set({ state: to }).where(eq(schema.payments.id, payment.id));
  if (!claim) return undefined;
  if (to === 'paid' && (await payClaim(tx, claim.id))) {
    const session = await lockTablePayment(tx, claim.sessionId);
    return { action: 'paid', claim, session, closedOrderIds: await closeIfPaid(tx, session) };
  }
  if (releasesResources(to) && (await releaseClaim(tx, claim.id))) {
    const [session] = await tx
      .select()
      .from(schema.tablePaymentSessions)
      .where(eq(schema.tablePaymentSessions.id, claim.sessionId));
    return session ? { action: 'released', claim, session, closedOrderIds: null } : undefined;
  }
  return undefined;
}
