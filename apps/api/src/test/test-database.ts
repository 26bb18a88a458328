import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  createDb,
  type DatabaseHandle,
  type DemoLogins,
  defaultMigrationsFolder,
  migrate,
  seedDemo,
} from '@tavola/db';
import pg from 'pg';
import { inject, vi } from 'vitest';

export interface TestDatabase extends DatabaseHandle {
  drop(): Promise<void>;
  /** on PostgreSQL: the connection string of the test's database */
  url?: string;
}

/**
 * A database of its own for one test file: in-memory PGlite by default, or a freshly created
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DRIVER=postgres. It is
 * dropped afterwards, so runs never collide or depend on leftovers. A test of a migration may
 * start from an older set of migrations.
 */
export async function createTestDatabase(migrationsFolder = defaultMigrationsFolder): Promise<TestDatabase> {
  if (process.env.TEST_DRIVER !== 'postgres') {
    const handle = await createDb({});
    await migrate(handle, migrationsFolder);
    return { ...handle, drop: () => handle.close() };
  }
  const database = await createServerDatabase();
  await migrate(database, migrationsFolder);
  return database;
}

/**
 * A database of its own holding the current migrations and the demo restaurants: a copy of the
 * run's seeded template (test/seeded-template.ts, built once by the global setup). The demo is
 * seeded relative to today (the cooking school's season starts on the day it is seeded), so a
 * test that set its clock before asking for its context gets a demo seeded on that clock.
 */
export async function createSeededTestDatabase(): Promise<TestDatabase & { demo: DemoLogins }> {
  if (vi.isFakeTimers()) {
    const database = await createTestDatabase();
    return { ...database, demo: await seedDemo(database.db) };
  }
  const template = inject('seededTemplate');
  if (template.driver !== (process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite')) {
    throw new Error(
      `the seeded template was built for ${template.driver}, not TEST_DRIVER=${process.env.TEST_DRIVER}`,
    );
  }
  if (template.driver === 'pglite') {
    const handle = await createDb({ loadDataDir: new Blob([readFileSync(template.source)]) });
    return { ...handle, demo: template.demo, drop: () => handle.close() };
  }
  return { ...(await createServerDatabase(template.source)), demo: template.demo };
}

/** a freshly created database on the PostgreSQL server of TEST_DATABASE_URL, empty or a template's copy */
async function createServerDatabase(template?: string): Promise<TestDatabase> {
  failOnOverlappingQueries();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `tavola_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // a connection may be waited for as long as a loaded machine needs: the tests of 200 orders at
  // once are about what is taken, not how fast (the outage tests set their own timeouts)
  const handle = await createDb({
    url: url.toString(),
    maxConnections: 20,
    connectTimeoutMs: 120_000,
    statementTimeoutMs: 120_000,
  });
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // pool.end() resolves before its connections have said goodbye; dropping "with (force)"
        // at once kills them midway, an uncaught 57P01 error that fails the run. Wait for them.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          try {
            await cleanup.query(`drop database if exists ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006') throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

let watching = false;
/**
 * Two queries at once on one connection (e.g. Promise.all inside a transaction) only warn in
 * pg 8 and fail in pg 9: tests turn the warning into a failure.
 */
function failOnOverlappingQueries() {
  if (watching) return;
  watching = true;
  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query')) throw warning;
  });
}
