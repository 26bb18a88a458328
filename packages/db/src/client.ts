import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** The one database type services see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; when unset (and no url) the database lives in memory. */
  dataDir?: string;
  /** pool size for a PostgreSQL server */
  maxConnections?: number;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** a round trip to the database, for health checks */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a url is given, the embedded PGlite otherwise: same schema, same SQL. */
export async function createDb(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
