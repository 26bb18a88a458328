import { type Database, schema } from '@tavola/db';
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';

const { tables, orders, tableCalls, tablePaymentSessions } = schema;

export type TableRow = typeof tables.$inferSelect;

/**
 * A table of one restaurant, by its id or by the name printed on it (names are unique per
 * restaurant). With `share`, inside a transaction, the row stays share-locked until it ends:
 * any number of guests may sit down at once, while a change of its token or its active flag
 * waits for them (and they for it).
 */
export async function findTable(
  db: Database,
  restaurantId: number,
  by: { id: number } | { name: string },
  options: { share?: boolean } = {},
) {
  const query = db
    .select()
    .from(tables)
    .where(
      and(
        eq(tables.restaurantId, restaurantId),
        'id' in by ? eq(tables.id, by.id) : eq(tables.name, by.name),
      ),
    );
  const [row] = options.share ? await query.for('share') : await query;
  return row;
}

/** Whether a table id exists at all, in any restaurant (to tell 'not related' from 'does not exist'). */
export async function tableIdExists(db: Database, tableId: number): Promise<boolean> {
  const [row] = await db.select({ id: tables.id }).from(tables).where(eq(tables.id, tableId));
  return row !== undefined;
}

/** The restaurant's tables, by area and name (tables without an area last). */
export function listTables(db: Database, restaurantId: number, options: { activeOnly?: boolean } = {}) {
  return db
    .select()
    .from(tables)
    .where(
      and(eq(tables.restaurantId, restaurantId), options.activeOnly ? eq(tables.active, true) : undefined),
    )
    .orderBy(sql`${tables.area} asc nulls last`, asc(tables.name), asc(tables.id));
}

export async function insertTable(db: Database, values: typeof tables.$inferInsert) {
  const [row] = await db.insert(tables).values(values).returning();
  if (!row) throw new Error('table insert returned no row');
  return row;
}

export async function updateTable(
  db: Database,
  restaurantId: number,
  tableId: number,
  values: Partial<Pick<TableRow, 'name' | 'capacity' | 'area' | 'active' | 'reservable'>>,
) {
  const [row] = await db
    .update(tables)
    .set(values)
    .where(and(eq(tables.restaurantId, restaurantId), eq(tables.id, tableId)))
    .returning();
  return row;
}

/** A new QR token from the column's default (decision 027): the old one stops working at once. */
export async function regenerateTableToken(db: Database, restaurantId: number, tableId: number) {
  const [row] = await db
    .update(tables)
    .set({ qrCode: sql`default` })
    .where(and(eq(tables.restaurantId, restaurantId), eq(tables.id, tableId)))
    .returning();
  return row;
}

/** Payment states of orders that never became real (their stock went back): not open at a table. */
const unpaidForGood = ['failed', 'cancelled', 'expired'] as const;

/**
 * An order a table still owes: eaten here, to be paid on site, not rejected. It stays on the
 * table's bill after it is served (delivered) until the bill or the staff settle it (then paid).
 */
const owedAtTable = sql`(${orders.deliveryType} = 'here' and ${orders.paymentState} = 'on_site' and ${orders.status} <> 'rejected')`;

/**
 * Per table of a restaurant: its open orders — in the kitchen (received or processing, not
 * unpaid for good) or still owed at the table (served or not) — the oldest one's creation,
 * their total and what of it is owed; its unacknowledged calls; and its open bill with what
 * its guests paid of it and what the restaurant added to it. Three grouped queries, whatever
 * the number of tables.
 */
export async function tableActivity(db: Database, restaurantId: number) {
  const [openOrders, openCalls, openBills] = await Promise.all([
    db
      .select({
        tableId: orders.tableId,
        count: sql<number>`count(*)::int`,
        since: sql<Date>`min(${orders.createdAt})`.mapWith(orders.createdAt),
        total: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
        owed: sql<number>`coalesce(sum(${orders.total}) filter (where ${owedAtTable}), 0)::int`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.restaurantId, restaurantId),
          sql`${orders.tableId} is not null`,
          or(
            and(
              inArray(orders.status, ['received', 'processing']),
              notInArray(orders.paymentState, [...unpaidForGood]),
            ),
            owedAtTable,
          ),
        ),
      )
      .groupBy(orders.tableId),
    db
      .select({ tableId: tableCalls.tableId, count: sql<number>`count(*)::int` })
      .from(tableCalls)
      .where(and(eq(tableCalls.restaurantId, restaurantId), isNull(tableCalls.acknowledgedAt)))
      .groupBy(tableCalls.tableId),
    // issue 17: the tables' open bills
    db
      .select({
        tableId: tablePaymentSessions.tableId,
        publicId: tablePaymentSessions.publicId,
        // written out: drizzle leaves a column of a one-table select unqualified, which a subquery would misread
        paid: sql<number>`coalesce((select sum(c.amount) from table_payment_claims c where c.session_id = table_payment_sessions.id and c.state = 'paid'), 0)::int`,
        // issue 33: what the board's card shows of the visit
        tips: sql<number>`coalesce((select sum(c.tip) from table_payment_claims c where c.session_id = table_payment_sessions.id and c.state = 'paid'), 0)::int`,
        guests: tablePaymentSessions.guests,
        added: sql<number>`coalesce((select sum(e.unit_price * e.quantity) from table_payment_external_items e where e.session_id = table_payment_sessions.id), 0)::int`,
      })
      .from(tablePaymentSessions)
      .where(
        and(eq(tablePaymentSessions.restaurantId, restaurantId), eq(tablePaymentSessions.state, 'open')),
      ),
  ]);
  return {
    orders: new Map(openOrders.map((row) => [row.tableId!, row])),
    calls: new Map(openCalls.map((row) => [row.tableId, row.count])),
    bills: new Map(openBills.map((row) => [row.tableId, row])),
  };
}
