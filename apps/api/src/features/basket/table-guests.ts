import { type Database, schema } from '@tavola/db';
import type { TableCapacity } from '@tavola/domain';
import { and, eq } from 'drizzle-orm';
import type { BasketRow } from './basket.repository';

const { tablePaymentSessions: visits } = schema;

/** The visit whose guests were counted: the board hears of it (its table card shows them). */
export interface CountedVisit {
  tablePaymentId: string;
  tableId: number;
}

/**
 * Issue 33: the guests a phone at a table counts are the visit's (decision 071), kept on the
 * table's open visit as well as on the basket, so no other phone at the table, and no later
 * round of this one, is asked again. A basket not at a table keeps them to itself.
 */
export async function countTableGuests(
  tx: Database,
  basket: BasketRow,
  guests: TableCapacity,
): Promise<CountedVisit | undefined> {
  if (basket.tableId === null || basket.deliveryType !== 'here') return undefined;
  const [visit] = await tx
    .update(visits)
    .set({ guests })
    .where(
      and(
        eq(visits.restaurantId, basket.restaurantId),
        eq(visits.tableId, basket.tableId),
        eq(visits.state, 'open'),
      ),
    )
    .returning({ tablePaymentId: visits.publicId, tableId: visits.tableId });
  return visit;
}
