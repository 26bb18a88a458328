import { type Database, schema } from '@tavola/db';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';

const { orders, orderProducts, orderStatusChanges, tables, managers } = schema;

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderProducts.$inferSelect;

export interface OrderWindow {
  restaurantId: number;
  /** instants, end exclusive */
  start: Date;
  end: Date;
  filterType: 'create' | 'delivery';
  status?: OrderRow['status'];
  page: number;
  perPage: number;
}

/** An order without a delivery time is wanted as soon as possible: its creation time stands in. */
const deliveredAt = sql`coalesce(${orders.deliveryTime}, ${orders.createdAt})`;

export async function findOrdersPage(db: Database, window: OrderWindow) {
  const column: SQL = window.filterType === 'delivery' ? deliveredAt : sql`${orders.createdAt}`;
  const where = and(
    eq(orders.restaurantId, window.restaurantId),
    gte(column, window.start),
    lt(column, window.end),
    window.status ? eq(orders.status, window.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      // the newest order first by creation; the next one due first by delivery time
      .orderBy(
        ...(window.filterType === 'delivery'
          ? [asc(column), asc(orders.id)]
          : [desc(column), desc(orders.id)]),
      )
      .limit(window.perPage)
      .offset((window.page - 1) * window.perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findOrder(db: Database, restaurantId: number, orderId: number, forUpdate = false) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The lines and tables of some orders of one restaurant, in one round trip each. */
export async function findOrderDetails(db: Database, restaurantId: number, list: readonly OrderRow[]) {
  const ids = list.map((order) => order.id);
  const tableIds = [...new Set(list.flatMap((order) => (order.tableId ? [order.tableId] : [])))];
  const [lines, tableRows] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(orderProducts)
          .where(and(eq(orderProducts.restaurantId, restaurantId), inArray(orderProducts.orderId, ids)))
          .orderBy(asc(orderProducts.id))
      : [],
    tableIds.length
      ? db
          .select({ id: tables.id, name: tables.name })
          .from(tables)
          .where(and(eq(tables.restaurantId, restaurantId), inArray(tables.id, tableIds)))
      : [],
  ]);
  return { lines, tables: new Map(tableRows.map((table) => [table.id, table])) };
}

export function findStatusChanges(db: Database, restaurantId: number, orderId: number) {
  return db
    .select({
      from: orderStatusChanges.fromStatus,
      to: orderStatusChanges.toStatus,
      at: orderStatusChanges.changedAt,
      manager: managers.name,
    })
    .from(orderStatusChanges)
    .leftJoin(managers, eq(managers.id, orderStatusChanges.managerId))
    .where(and(eq(orderStatusChanges.restaurantId, restaurantId), eq(orderStatusChanges.orderId, orderId)))
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id));
}
