import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** Where drizzle-kit writes migrations; overridable for the bundled server build. */
export const defaultMigrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Applies pending migrations. On a shared PostgreSQL server an advisory lock keeps several
 * API processes starting at once from migrating twice.
 */
export async function migrate(
  handle: DatabaseHandle,
  migrationsFolder = defaultMigrationsFolder,
): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // the session lock and its unlock must be on the same connection: one of our own
  await handle.withOwnConnection(async (connection) => {
    const db = connection as unknown as NodePgDatabase;
    await db.execute(sql`select pg_advisory_lock(727274)`);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(727274)`);
    }
  });
}
