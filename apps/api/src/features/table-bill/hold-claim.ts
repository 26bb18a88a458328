import { type Database, schema } from '@tavola/db';
import { billLineTarget, type ClaimRequest, decideClaim, type SplitTaken } from '@tavola/domain';
import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import type { LoadedTableBill } from './load-table-bill';
import type { TableClaimRow } from './table-bill.repository';

const { tablePaymentClaims: claims, tablePaymentClaimLines: claimLines } = schema;

export interface ClaimInput {
  request: ClaimRequest;
  tip: number;
  paymentType: string;
  claimant: string;
  name: string | null;
  email: string | null;
  lang: string;
  idempotencyKey: string | null;
}

/** Which field a refused claim is about, for the 422s. */
const fieldOf = (request: ClaimRequest) =>
  request.kind === 'items' ? 'basketItems' : request.kind === 'amount' ? 'amount' : 'ways';

/** A line decideClaim found on the bill: 'order-line:12' → { orderProductId: 12 }, … */
const lineTarget = (key: string) => {
  const target = billLineTarget(key);
  if (!target) throw new Error(`not a bill line: ${key}`);
  return target;
};

/**
 * Holds a guest's part of the bill (issue 17), on the bill's locked row: what they ask must fit
 * what is left, in units and in money (decideClaim), else nothing is written. Someone else was
 * faster: 409 with a clear message, the client reads the bill again. The claim holds until its
 * payment is paid (payClaim) or fails, is cancelled or expires (releaseClaim).
 */
export async function holdClaim(
  tx: Database,
  loaded: LoadedTableBill,
  input: ClaimInput,
): Promise<TableClaimRow> {
  const verdict = decideClaim(loaded.bill, input.request);
  if (!verdict.ok) {
    const { request } = input;
    if (verdict.problem === 'nothing_left') throw new HttpError(409, 'table_payment_nothing_left');
    if (verdict.problem === 'items_over_left') throw new HttpError(409, 'table_payment_items_over_left');
    if (verdict.problem === 'more_than_left') {
      if (request.kind === 'share' && request.taken.count >= request.ways)
        throw new HttpError(409, 'table_payment_share_taken', { ways: request.ways });
      throw new HttpError(409, 'table_payment_more_than_left');
    }
    const field = fieldOf(request);
    if (verdict.problem === 'unknown_item') {
      const key = 'table_payment_unknown_item';
      throw new HttpError(422, key, undefined, { [field]: [{ key }] });
    }
    const params = { field, min: 1 };
    throw new HttpError(422, 'field_min', params, { [field]: [{ key: 'field_min', params }] });
  }
  const { session } = loaded;
  const [claim] = await tx
    .insert(claims)
    .values({
      restaurantId: session.restaurantId,
      sessionId: session.id,
      claimant: input.claimant,
      name: input.name,
      kind: input.request.kind,
      ways: input.request.kind === 'share' ? input.request.ways : null,
      amount: verdict.amount,
      tip: input.tip,
      paymentType: input.paymentType,
      email: input.email,
      lang: input.lang,
      idempotencyKey: input.idempotencyKey,
    })
    .returning();
  if (!claim) throw new Error('claim insert returned nothing');
  if (verdict.lines.length) {
    await tx.insert(claimLines).values(
      verdict.lines.map((line) => ({
        restaurantId: session.restaurantId,
        claimId: claim.id,
        ...lineTarget(line.key),
        quantity: line.quantity,
        amount: line.amount,
      })),
    );
  }
  return claim;
}

/** The shares of an N-way split held or paid: the next one is share number `count`. */
export function sharesTaken(loaded: LoadedTableBill, ways: number): SplitTaken {
  const taken = loaded.claims.filter(
    (claim) => claim.kind === 'share' && claim.ways === ways && claim.state !== 'released',
  );
  return { count: taken.length, amount: taken.reduce((sum, claim) => sum + claim.amount, 0) };
}

/** A held claim is paid; false when it was no longer held. */
export async function payClaim(tx: Database, claimId: number): Promise<boolean> {
  const paid = await tx
    .update(claims)
    .set({ state: 'paid', settledAt: new Date() })
    .where(and(eq(claims.id, claimId), eq(claims.state, 'held')))
    .returning({ id: claims.id });
  return paid.length > 0;
}

/** A held claim lets go of its items or amount (its payment failed, was cancelled or expired). */
export async function releaseClaim(tx: Database, claimId: number): Promise<boolean> {
  const released = await tx
    .update(claims)
    .set({ state: 'released', settledAt: new Date() })
    .where(and(eq(claims.id, claimId), eq(claims.state, 'held')))
    .returning({ id: claims.id });
  return released.length > 0;
}
