import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createDb, type DemoLogins, migrate, seedDemo } from '@tavola/db';
import pg from 'pg';

/**
 * One migrated and seeded database per test run, copied for each test file's context instead
 * of migrating and seeding every time (about 2 s of a context's 2.5 s on PGlite, and the
 * argon2 hashes of the demo logins): PGlite's data directory as a tar file, or a PostgreSQL
 * database used as `create database … template`. The copy holds exactly what migrate + seed
 * wrote; migration tests still start from their own older migrations.
 */
export interface SeededTemplate {
  driver: 'pglite' | 'postgres';
  /** PGlite: the tar file of the data directory; PostgreSQL: the template database's name */
  source: string;
  demo: DemoLogins;
}

export async function buildSeededTemplate(): Promise<{ template: SeededTemplate; remove(): Promise<void> }> {
  if (process.env.TEST_DRIVER !== 'postgres') {
    const handle = await createDb({});
    await migrate(handle);
    const demo = await seedDemo(handle.db);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    const folder = mkdtempSync(join(tmpdir(), 'tavola-test-template-'));
    const source = join(folder, 'seeded.tar');
    writeFileSync(source, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { driver: 'pglite', source, demo },
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `tavola_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 2 });
  await migrate(handle);
  const demo = await seedDemo(handle.db);
  await handle.close();
  return {
    template: { driver: 'postgres', source: name, demo },
    remove: () => onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

async function onServer(serverUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
