import { type Database, schema } from '@tavola/db';
import type { TableCapacity } from '@tavola/domain';
import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';

const { tablePaymentSessions: sessions } = schema;

export type TableVisitRow = typeof sessions.$inferSelect;

/**
 * Issue 33: a table's visit is its open bill (decision 071). It begins when the first phone is
 * seated at the table by its QR code and lasts until the bill is paid or the staff close it:
 * every phone seated there meanwhile, and every round they order, belongs to it.
 */

/** The table's open visit, opened when it has none; two phones at once get the same one (partial unique index). */
export async function joinTableVisit(
  tx: Database,
  restaurantId: number,
  tableId: number,
): Promise<TableVisitRow> {
  await tx.insert(sessions).values({ restaurantId, tableId }).onConflictDoNothing();
  const visit = await openVisitOf(tx, restaurantId, tableId);
  if (!visit) throw new Error(`no open visit at table ${tableId}`);
  return visit;
}

/**
 * A phone that was seated for a visit, coming back for its next round: seated again only while
 * that visit lasts at that table. Over (paid, or closed by the staff): 409, and the phone
 * forgets the table until it is scanned again.
 */
export async function resumeTableVisit(
  tx: Database,
  restaurantId: number,
  tableId: number,
  tablePaymentId: string,
): Promise<TableVisitRow> {
  const [visit] = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.restaurantId, restaurantId), eq(sessions.publicId, tablePaymentId)));
  if (!visit || visit.tableId !== tableId || visit.state !== 'open')
    throw new HttpError(409, 'table_visit_over');
  return visit;
}

/** The table's open visit, if it has one. */
export async function openVisitOf(
  db: Database,
  restaurantId: number,
  tableId: number,
): Promise<TableVisitRow | undefined> {
  const [visit] = await db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.restaurantId, restaurantId), eq(sessions.tableId, tableId), eq(sessions.state, 'open')),
    );
  return visit;
}

/** The guests counted for the table's open visit, if any (SPEC §5 table capacity). */
export async function visitGuests(
  db: Database,
  restaurantId: number,
  tableId: number,
): Promise<TableCapacity | null> {
  return (await openVisitOf(db, restaurantId, tableId))?.guests ?? null;
}
