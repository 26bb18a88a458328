import type { ManagerTable } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  formatLocalDateTime,
  needsTableCapacity,
  tableQrUrl,
  tableStillToPay,
  toLocalMoment,
} from '@tavola/domain';
import { HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { RestaurantRow } from '../restaurants';
import { tableQrCode } from './table-qr-code';
import {
  findTable,
  insertTable,
  listTables,
  regenerateTableToken,
  type TableRow,
  tableActivity,
  updateTable,
} from './tables.repository';

/** The restaurant a manager acts on, and the storefront address its QR codes lead to. */
export interface TablesView {
  restaurant: RestaurantRow;
  publicUrl: string;
}

export function toManagerTable(view: TablesView, table: TableRow): ManagerTable {
  return {
    id: table.id,
    name: table.name,
    seats: table.capacity,
    area: table.area,
    active: table.active,
    reservable: table.reservable,
    qrcode: table.qrCode,
    qr_url: tableQrUrl(view.publicUrl, {
      slug: view.restaurant.slug,
      tableId: table.id,
      token: table.qrCode,
    }),
  };
}

export async function listManagerTables(db: Database, view: TablesView): Promise<ManagerTable[]> {
  return (await listTables(db, view.restaurant.id)).map((table) => toManagerTable(view, table));
}

async function keepingNamesUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(422, 'table_name_duplicate', undefined, {
        name: [{ key: 'table_name_duplicate' }],
      });
    throw error;
  }
}

export interface TableInput {
  name: string;
  seats: number;
  area: string | null;
  reservable: boolean;
}

export async function createTable(db: Database, view: TablesView, input: TableInput) {
  const table = await keepingNamesUnique(() =>
    insertTable(db, {
      restaurantId: view.restaurant.id,
      name: input.name,
      capacity: input.seats,
      area: input.area,
      reservable: input.reservable,
    }),
  );
  return toManagerTable(view, table);
}

/** Changes the fields given; `active: false` deactivates (its QR code is refused from then on). */
export async function changeTable(
  db: Database,
  view: TablesView,
  tableId: number,
  input: Partial<TableInput> & { active?: boolean },
) {
  const changes = {
    name: input.name,
    capacity: input.seats,
    area: input.area,
    active: input.active,
    reservable: input.reservable,
  };
  const table = Object.values(changes).every((value) => value === undefined)
    ? await findTable(db, view.restaurant.id, { id: tableId })
    : await keepingNamesUnique(() => updateTable(db, view.restaurant.id, tableId, changes));
  if (!table) throw notFound('table_not_exist');
  return toManagerTable(view, table);
}

export async function regenerateTableQr(db: Database, view: TablesView, tableId: number) {
  const table = await regenerateTableToken(db, view.restaurant.id, tableId);
  if (!table) throw notFound('table_not_exist');
  return toManagerTable(view, table);
}

export async function tableQr(db: Database, view: TablesView, tableId: number) {
  const table = await findTable(db, view.restaurant.id, { id: tableId });
  if (!table) throw notFound('table_not_exist');
  return tableQrCode(view.publicUrl, view.restaurant.slug, table);
}

/** The sheet to print: a QR code for every active table, in area and name order. */
export async function tableQrSheet(db: Database, view: TablesView) {
  const tables = await listTables(db, view.restaurant.id, { activeOnly: true });
  const { id, name, slug } = view.restaurant;
  return {
    restaurant: { id, name, slug },
    tables: await Promise.all(tables.map((table) => tableQrCode(view.publicUrl, slug, table))),
  };
}

/**
 * The board's table view: every active table (and an inactive one while it still has open
 * orders or calls) with its open orders since when, their total, what is still to pay at the
 * table, its open bill and its open calls. A served order the table has not paid keeps it busy.
 * Issue 33: the guests counted today for the table's visit, and the tips paid on its bill.
 */
export async function tableOverview(db: Database, view: TablesView) {
  const zone = view.restaurant.timeZone;
  const today = toLocalMoment(Date.now(), zone).date;
  const tables = await listTables(db, view.restaurant.id);
  const activity = await tableActivity(db, view.restaurant.id);
  return tables
    .map((table) => {
      const orders = activity.orders.get(table.id);
      const bill = activity.bills.get(table.id);
      const added = bill?.added ?? 0;
      return {
        id: table.id,
        name: table.name,
        area: table.area,
        seats: table.capacity,
        active: table.active,
        open_orders: orders?.count ?? 0,
        open_since: orders ? orders.since.toISOString() : null,
        open_since_time: orders ? formatLocalDateTime(toLocalMoment(orders.since.getTime(), zone)) : null,
        total: (orders?.total ?? 0) + added,
        unpaid: tableStillToPay({ orders: orders?.owed ?? 0, added, paid: bill?.paid ?? 0 }),
        table_payment_id: bill?.publicId ?? null,
        open_calls: activity.calls.get(table.id) ?? 0,
        guests:
          bill?.guests && !needsTableCapacity(bill.guests, today)
            ? { adults: bill.guests.adults, children: bill.guests.children }
            : null,
        tips: bill?.tips ?? 0,
      };
    })
    .filter((entry) => entry.active || entry.open_orders > 0 || entry.open_calls > 0 || entry.unpaid > 0);
}
