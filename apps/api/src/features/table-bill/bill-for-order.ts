import { type Database, schema } from '@tavola/db';
import { isCounterPayment } from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';

const invalid = (key: ServerMessageKey) => new HttpError(422, key, undefined, { tablePaymentId: [{ key }] });

/**
 * SPEC §7 create-order's `tablePaymentId` (issue 17): the order goes onto that bill. It must be
 * an order at the bill's table, paid on site (the bill is how it is paid), and the bill still
 * open. The bill's row is share-locked until the order commits, so a bill closing at the same
 * moment either has this order on it or refuses it — never closes with it unpaid.
 */
export async function billForOrder(
  tx: Database,
  order: { restaurantId: number; tableId: number | null; paymentType: string; tablePaymentId: string },
): Promise<number> {
  const [bill] = await tx
    .select()
    .from(schema.tablePaymentSessions)
    .where(
      and(
        eq(schema.tablePaymentSessions.restaurantId, order.restaurantId),
        eq(schema.tablePaymentSessions.publicId, order.tablePaymentId),
      ),
    )
    .for('share');
  if (!bill) throw invalid('table_payment_not_exist');
  if (bill.tableId !== order.tableId) throw invalid('table_payment_other_table');
  if (bill.state !== 'open') throw invalid('table_payment_paid');
  if (!isCounterPayment(order.paymentType)) {
    const key = 'table_payment_paid_on_site';
    throw new HttpError(422, key, undefined, { paymentType: [{ key }] });
  }
  return bill.id;
}
