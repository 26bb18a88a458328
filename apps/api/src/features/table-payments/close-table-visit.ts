import type { Database } from '@tavola/db';
import { formatMoney, type Locale } from '@tavola/i18n';
import { HttpError, notFound } from '../../lib/http-error';
import type { RestaurantRow } from '../restaurants';
import { closeBill, loadTableBill, lockTablePayment, type TablePaymentRow } from '../table-bill';
import { findTable, openVisitOf, type TableRow } from '../tables';

/**
 * Issue 33: the staff close a table's visit (its open bill, decision 071), so the next guests
 * start a new one and are counted afresh, and the phones of the last ones are no longer seated
 * there when they come back. Only once nothing is left to pay (what is, is marked as paid
 * first: decision 064) and nobody is paying a part online; on the bill's locked row, as every
 * claim. A table without an open visit is free already.
 */
export async function closeTableVisit(
  db: Database,
  restaurant: RestaurantRow,
  tableId: number,
  /** the caller's language, in which a refusal names the amount left */
  locale: Locale,
): Promise<{ table: TableRow; session: TablePaymentRow | null; closedOrderIds: number[] }> {
  const table = await findTable(db, restaurant.id, { id: tableId });
  if (!table) throw notFound('table_not_exist');
  return db.transaction(async (tx) => {
    const open = await openVisitOf(tx, restaurant.id, table.id);
    if (!open) return { table, session: null, closedOrderIds: [] };
    const session = await lockTablePayment(tx, open.id);
    // closed by a payment or another press between finding and locking it
    if (session.state !== 'open') return { table, session: null, closedOrderIds: [] };
    const loaded = await loadTableBill(tx, session, { locale: 'en', fallback: 'en' });
    if (loaded.bill.held > 0) throw new HttpError(409, 'table_payment_in_progress');
    if (loaded.bill.left > 0) {
      const amount = formatMoney(loaded.bill.left, restaurant.currency, locale);
      throw new HttpError(409, 'table_visit_unpaid', { name: table.name, amount });
    }
    await closeBill(tx, session, loaded.orderIds);
    return { table, session, closedOrderIds: loaded.orderIds };
  });
}
