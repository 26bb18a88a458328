import type { TablePayment } from '@tavola/contracts';
import { formatLocalDateTime, toLocalMoment, unitsCost } from '@tavola/domain';
import type { LoadedTableBill } from '../table-bill';
import { atTablePaymentType } from './settle-at-table';

/** SPEC §3 tableOrder / tablePaymentStatus as the contract shows it; `mine` by the caller. */
export function tablePaymentView(
  loaded: LoadedTableBill,
  table: { id: number; name: string },
  restaurant: { currency: string; timeZone: string },
  claimant: string | null,
  /** the open payments' pages of the caller's own held claims, by claim id */
  ownPaymentLinks: ReadonlyMap<number, string> = new Map(),
): TablePayment {
  const { session, bill } = loaded;
  return {
    tablePaymentId: session.publicId,
    table,
    status: session.state,
    currency: restaurant.currency,
    total: bill.total,
    paid: bill.paid,
    held: bill.held,
    left: bill.left,
    tips: bill.tips,
    orderIds: loaded.orderIds,
    lines: bill.lines.map((line) => ({
      ...line,
      name: loaded.names.get(line.key) ?? '',
      unitPrice: unitsCost({ leftQuantity: line.quantity, leftAmount: line.amount }, 1),
    })),
    rounds: loaded.rounds.map((round) => ({
      orderId: round.orderId,
      placed_at: round.placedAt.toISOString(),
      placed_time: formatLocalDateTime(toLocalMoment(round.placedAt.getTime(), restaurant.timeZone)),
      total: round.total,
      lines: round.lines,
    })),
    claims: loaded.claims.map((claim) => ({
      id: claim.id,
      name: claim.name,
      kind: claim.kind,
      ways: claim.ways,
      amount: claim.amount,
      tip: claim.tip,
      state: claim.state,
      mine: claimant !== null && claim.claimant === claimant,
      at_table: claim.paymentType === atTablePaymentType,
      payment_link: ownPaymentLinks.get(claim.id) ?? null,
      lines: claim.lines,
    })),
    closed_at: session.closedAt?.toISOString() ?? null,
  };
}
