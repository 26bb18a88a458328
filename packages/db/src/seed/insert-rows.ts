import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

type TableWithId = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/**
 * Inserts rows in one statement and answers their generated ids in the order of `rows`
 * (PostgreSQL returns the rows of a multi-row VALUES insert in that order). No rows, no query.
 */
export async function insertRows<T extends TableWithId>(
  db: Database,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(table)
    .values([...rows])
    .returning({ id: table.id });
  if (inserted.length !== rows.length) throw new Error(`Inserted ${inserted.length} of ${rows.length} rows`);
  return inserted.map((row) => row.id);
}

/** For tables keyed by their columns rather than a generated id. */
export async function insertLinks<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(table).values([...rows]);
}

/** Resolves a seed key to the id inserted for it, failing loudly on a typo in the data. */
export function idOf(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to unknown ${what} "${key}"`);
  return id;
}

/** Pairs seed keys with the ids inserted for them; a key used twice is a mistake in the data. */
export function zipIds(keys: readonly string[], ids: readonly number[]): Map<string, number> {
  const byKey = new Map<string, number>();
  keys.forEach((key, index) => {
    if (byKey.has(key)) throw new Error(`Seed key "${key}" is used twice`);
    byKey.set(key, ids[index] as number);
  });
  return byKey;
}
