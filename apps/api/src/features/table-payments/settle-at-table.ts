import type { Database } from '@tavola/db';
import { HttpError, notFound } from '../../lib/http-error';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import {
  type ClaimSettlement,
  closeIfPaid,
  holdClaim,
  loadTableBill,
  lockTablePayment,
  payClaim,
} from '../table-bill';
import { findTable, joinTableVisit } from '../tables';

/** The payment type of a claim the staff took at the table (never a provider's). */
export const atTablePaymentType = 'at_table';

/**
 * The staff took what is left of a table's bill at the table, in cash or on their own card
 * terminal: it becomes one paid claim of that amount, made by the manager, and the bill closes
 * with its orders paid (closeIfPaid), so the table shows free again. On the bill's locked row,
 * like every guest's claim: while a guest is paying a part online (held), it is refused, so the
 * table is never charged twice for one part; a second press finds nothing left (409).
 */
export async function settleAtTable(
  db: Database,
  restaurant: RestaurantRow,
  tableId: number,
  managerId: number,
): Promise<ClaimSettlement> {
  const table = await findTable(db, restaurant.id, { id: tableId });
  if (!table) throw notFound('table_not_exist');
  return db.transaction(async (tx) => {
    const session = await lockTablePayment(tx, (await joinTableVisit(tx, restaurant.id, table.id)).id);
    // another press closed it between finding and locking it
    if (session.state !== 'open') throw new HttpError(409, 'table_payment_nothing_left');
    const loaded = await loadTableBill(tx, session, { locale: 'en', fallback: 'en' });
    if (loaded.bill.held > 0) throw new HttpError(409, 'table_payment_in_progress');
    if (loaded.bill.left === 0) throw new HttpError(409, 'table_payment_nothing_left');
    const claim = await holdClaim(tx, loaded, {
      request: { kind: 'amount', amount: loaded.bill.left },
      tip: 0,
      paymentType: atTablePaymentType,
      claimant: `manager:${managerId}`,
      name: null,
      email: null,
      lang: restaurantLocale(restaurant),
      idempotencyKey: null,
    });
    await payClaim(tx, claim.id);
    const closedOrderIds = await closeIfPaid(tx, session);
    return { action: 'paid', claim: { ...claim, state: 'paid' }, session, closedOrderIds };
  });
}
