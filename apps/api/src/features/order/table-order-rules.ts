import type { RestaurantSettings } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  type DeliveryType,
  needsTableCapacity,
  paymentSuitsOrder,
  tableCapacityOf,
  toLocalMoment,
} from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import { HttpError } from '../../lib/http-error';
import type { RestaurantRow } from '../restaurants';
import { findTable, visitGuests } from '../tables';

const invalid = (field: string, key: ServerMessageKey) =>
  new HttpError(422, key, undefined, { [field]: [{ key }] });

/**
 * Issue 16, what an order at a table must pass (decision 027). A basket is at a table when
 * set-table put it there and it still eats here; the order then carries the table. Answers the
 * table id the order is written with (null: not at a table).
 * - pay at end only at a table (SPEC §8 "cannot choose cash or pay at end"), on `paymentType`;
 * - the restaurant closed: refused with the closed message (SPEC §4 hides `here` while closed),
 *   on `delivery_time`, before the generic "type not offered";
 * - the table still active, on `table_id`;
 * - the guests at the table counted today where the restaurant asks (SPEC §4 Login landing,
 *   §5 table capacity), on `table_capacity`: by this basket, or for the table's visit (issue 33).
 */
export async function checkTableOrder(
  tx: Database,
  order: {
    restaurant: RestaurantRow;
    settings: RestaurantSettings;
    basket: {
      tableId: number | null;
      extraInfo: { table_capacity?: { adults: number; children: number; date: string } };
    };
    deliveryType: DeliveryType;
    paymentType: string | undefined;
    now: number;
  },
): Promise<number | null> {
  const { restaurant, settings, basket } = order;
  const tableId = order.deliveryType === 'here' ? basket.tableId : null;
  if (order.paymentType !== undefined && !paymentSuitsOrder(order.paymentType, { atTable: tableId !== null }))
    throw invalid('paymentType', 'cannot_choose_cash');
  if (tableId === null) return null;
  if (settings.closed) throw invalid('delivery_time', 'restaurant_not_open');
  const table = await findTable(tx, restaurant.id, { id: tableId });
  if (!table?.active) throw invalid('table_id', 'table_not_exist');
  const today = toLocalMoment(order.now, restaurant.timeZone).date;
  if (settings.has_person_on_table && needsTableCapacity(basket.extraInfo.table_capacity, today)) {
    const visit = await visitGuests(tx, restaurant.id, tableId);
    if (needsTableCapacity(tableCapacityOf(basket.extraInfo.table_capacity, visit, today), today))
      throw invalid('table_capacity', 'table_capacity_required');
  }
  return tableId;
}
