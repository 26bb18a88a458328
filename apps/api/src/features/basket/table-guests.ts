import { type Database, schema } from '@tavola/db';
import type { TableCapacity } from '@tavola/domain';
import { and, eq } from 'drizzle-orm';
import type { BasketRow } from './basket.repository';

/**
 * Issue 33: the guests a phone at a table counts are the visit's (decision 071), kept on the
 * table's open visit as well as on the basket, so no other phone at the table, and no later
 * round of this one, is asked again. A basket not at a table keeps them to itself.
 */
export async function countTableGuests(
  tx: Database,
  basket: BasketRow,
  guests: TableCapacity,
): Promise<void> {
  if (basket.tableId === null || basket.deliveryType !== 'here') return;
  await tx
    .update(schema.tablePaymentSessions)
    .set({ guests })
    .where(
      and(
        eq(schema.tablePaymentSessions.restaurantId, basket.restaurantId),
        eq(schema.tablePaymentSessions.tableId, basket.tableId),
        eq(schema.tablePaymentSessions.state, 'open'),
      ),
    );
}
