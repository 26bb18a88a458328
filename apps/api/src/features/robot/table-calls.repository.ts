import { type Database, schema } from '@tavola/db';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';

const { baskets, tableCalls, tables, managers, robotEndpoints } = schema;

/**
 * Whether a caller's basket holds the table (SPEC §6: the robot button needs a table in the
 * basket): a guest's by the token's subject, a customer's by ownership.
 */
export async function callerSitsAt(
  db: Database,
  restaurantId: number,
  tableId: number,
  owner: { guestId: string } | { userId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(
      and(
        eq(baskets.restaurantId, restaurantId),
        eq(baskets.tableId, tableId),
        'guestId' in owner
          ? and(eq(baskets.guestId, owner.guestId), isNull(baskets.userId))
          : eq(baskets.userId, owner.userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The table, locked until the transaction ends: one call of a table is decided at a time. */
export async function lockTable(db: Database, restaurantId: number, tableId: number) {
  const [row] = await db
    .select()
    .from(tables)
    .where(and(eq(tables.restaurantId, restaurantId), eq(tables.id, tableId)))
    .for('update');
  return row;
}

export async function latestCallAt(db: Database, restaurantId: number, tableId: number) {
  const [row] = await db
    .select({ at: tableCalls.createdAt })
    .from(tableCalls)
    .where(and(eq(tableCalls.restaurantId, restaurantId), eq(tableCalls.tableId, tableId)))
    .orderBy(desc(tableCalls.createdAt))
    .limit(1);
  return row?.at;
}

export async function insertTableCall(db: Database, values: typeof tableCalls.$inferInsert) {
  const [row] = await db.insert(tableCalls).values(values).returning();
  if (!row) throw new Error('table call insert returned no row');
  return row;
}

export async function findRobotEndpoint(db: Database, restaurantId: number) {
  const [row] = await db.select().from(robotEndpoints).where(eq(robotEndpoints.restaurantId, restaurantId));
  return row;
}

const callColumns = {
  call: tableCalls,
  table: { id: tables.id, name: tables.name, area: tables.area },
  manager: managers.name,
};

export type TableCallRow = {
  call: typeof tableCalls.$inferSelect;
  table: { id: number; name: string; area: string | null };
  manager: string | null;
};

/** A restaurant's open calls, and with `since` also those acknowledged since then; newest first. */
export function findTableCalls(db: Database, restaurantId: number, since?: Date): Promise<TableCallRow[]> {
  return db
    .select(callColumns)
    .from(tableCalls)
    .innerJoin(tables, eq(tables.id, tableCalls.tableId))
    .leftJoin(managers, eq(managers.id, tableCalls.acknowledgedBy))
    .where(
      and(
        eq(tableCalls.restaurantId, restaurantId),
        since
          ? or(isNull(tableCalls.acknowledgedAt), gte(tableCalls.createdAt, since))
          : isNull(tableCalls.acknowledgedAt),
      ),
    )
    .orderBy(desc(tableCalls.createdAt), desc(tableCalls.id))
    .limit(200);
}

export async function findTableCall(db: Database, restaurantId: number, callId: number) {
  const [row] = await db
    .select(callColumns)
    .from(tableCalls)
    .innerJoin(tables, eq(tables.id, tableCalls.tableId))
    .leftJoin(managers, eq(managers.id, tableCalls.acknowledgedBy))
    .where(and(eq(tableCalls.restaurantId, restaurantId), eq(tableCalls.id, callId)));
  return row;
}

/** Marks an open call acknowledged; answers false when it was not open (unknown, or acknowledged before). */
export async function acknowledgeCall(
  db: Database,
  restaurantId: number,
  callId: number,
  managerId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(tableCalls)
    .set({ acknowledgedAt: at, acknowledgedBy: managerId })
    .where(
      and(
        eq(tableCalls.restaurantId, restaurantId),
        eq(tableCalls.id, callId),
        sql`${tableCalls.acknowledgedAt} is null`,
      ),
    )
    .returning({ id: tableCalls.id });
  return rows.length > 0;
}
