import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** The one database type services see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What `db.transaction` hands its callback (issue 35: no more casts of it). It is a Database
 * too, so a step that may run inside or outside a transaction takes a Database; a step that
 * only makes sense inside one (it locks rows until the commit) takes a Transaction.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; when unset (and no url) the database lives in memory. */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory (`dumpDataDir`) instead of an empty one */
  loadDataDir?: Blob;
  /** pool size for a PostgreSQL server */
  maxConnections?: number;
  /**
   * PostgreSQL: how long a request waits for a connection (a new one, or a free one of a busy
   * pool) before it fails; a server that is gone must not hold requests (decision 020).
   */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels a statement that runs (or waits for a lock) longer than this */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: told about connections that broke while idle in the pool (a restarted server);
   * the pool drops them and opens new ones, so these are reports, not failures.
   */
  onIdleError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** a round trip to the database, for health checks */
  ping(): Promise<void>;
  /**
   * Runs `work` on one connection of its own without the statement timeout: migrations hold a
   * session's advisory lock across statements and may run (or wait for another process) long.
   */
  withOwnConnection<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a url is given, the embedded PGlite otherwise: same schema, same SQL. */
export async function createDb(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const url = options.url;
    const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: connectTimeoutMs,
      statement_timeout: options.statementTimeoutMs ?? 10_000,
      // a server that vanished without closing the socket is found out by TCP probes (minutes)
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // without a listener, a connection that breaks while idle would end the process (EventEmitter)
    pool.on('error', options.onIdleError ?? (() => undefined));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      async withOwnConnection(work) {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
        client.on('error', () => undefined); // the work's own query fails and says why
        await client.connect();
        try {
          return await work(drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Database);
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    withOwnConnection: (work) => work(db),
    close: () => client.close(),
  };
}
