import { type Database, schema } from '@tavola/db';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';

const { tablePaymentSessions: sessions, tablePaymentClaims: claims } = schema;

export type TablePaymentRow = typeof sessions.$inferSelect;
export type TableClaimRow = typeof claims.$inferSelect;

/** A restaurant's table bill by its public handle (SPEC §7 tablePaymentId); another's is none. */
export async function findTablePayment(db: Database, restaurantId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.restaurantId, restaurantId), eq(sessions.publicId, publicId)));
  return row;
}

/**
 * The bill's row, locked until the transaction ends: every claim on one table's bill takes its
 * turn here, so two guests can never both take the last unit or the last euro.
 */
export async function lockTablePayment(tx: Database, sessionId: number) {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
  if (!row) throw new Error(`table bill ${sessionId} vanished`);
  return row;
}

/** A claim locked until the transaction ends (its payment being started or settled). */
export async function lockClaim(tx: Database, claimId: number) {
  const [row] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
  return row;
}

export async function claimByIdempotencyKey(tx: Database, restaurantId: number, key: string) {
  const [row] = await tx
    .select()
    .from(claims)
    .where(and(eq(claims.restaurantId, restaurantId), eq(claims.idempotencyKey, key)));
  return row;
}

/** A claim's open payment, when the claim is one of this bill's (a provider's return asks it). */
export async function openClaimPayment(db: Database, session: TablePaymentRow, claimId: number) {
  const [payment] = await db
    .select({ id: schema.payments.id })
    .from(schema.payments)
    .innerJoin(claims, eq(claims.id, schema.payments.tableClaimId))
    .where(and(eq(claims.id, claimId), eq(claims.sessionId, session.id), eq(schema.payments.state, 'open')))
    .orderBy(desc(schema.payments.id))
    .limit(1);
  return payment;
}

/** The provider's pages of the open payments of these claims, by claim id. */
export async function openPaymentLinks(db: Database, claimIds: number[]): Promise<Map<number, string>> {
  if (claimIds.length === 0) return new Map();
  const rows = await db
    .select({ claimId: schema.payments.tableClaimId, link: schema.payments.checkoutUrl })
    .from(schema.payments)
    .where(
      and(
        inArray(schema.payments.tableClaimId, claimIds),
        eq(schema.payments.state, 'open'),
        isNotNull(schema.payments.checkoutUrl),
      ),
    );
  return new Map(rows.map((row) => [row.claimId!, row.link!]));
}
