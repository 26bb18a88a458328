import { type Database, schema } from '@tavola/db';
import { isBillPaid } from '@tavola/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadTableBill } from './load-table-bill';
import type { TablePaymentRow } from './table-bill.repository';

/**
 * Closes a table's bill once everything is paid (issue 17): the bill is paid and its orders
 * are paid, and name the bill that paid them. Runs on the bill's locked row, so an order placed
 * at the table meanwhile is either on this bill (and left to pay) or on the next one.
 */
export async function closeIfPaid(tx: Database, session: TablePaymentRow): Promise<number[] | null> {
  if (session.state !== 'open') return null;
  const { bill, orderIds } = await loadTableBill(tx, session, { locale: 'en', fallback: 'en' });
  if (!isBillPaid(bill)) return null;
  await closeBill(tx, session, orderIds);
  return orderIds;
}

/**
 * The bill (and with it the table's visit, issue 33) is over; its orders on site are paid by it.
 * The baskets seated at the table belong to that visit: they leave the table, so the phones
 * show no table and "Call service" no more, and the next round starts with a scan. A basket
 * being changed right now (locked) is skipped rather than waited for, so closing never waits on
 * a guest's basket while it holds the bill's row.
 */
export async function closeBill(tx: Database, session: TablePaymentRow, orderIds: number[]): Promise<void> {
  await tx
    .update(schema.tablePaymentSessions)
    .set({ state: 'paid', closedAt: new Date() })
    .where(eq(schema.tablePaymentSessions.id, session.id));
  await tx.execute(
    sql`update baskets set table_id = null where id in (select id from baskets where restaurant_id = ${session.restaurantId} and table_id = ${session.tableId} for update skip locked)`,
  );
  if (orderIds.length) {
    await tx
      .update(schema.orders)
      .set({ paymentState: 'paid', tablePaymentSessionId: session.id })
      .where(and(inArray(schema.orders.id, orderIds), eq(schema.orders.paymentState, 'on_site')));
  }
}
