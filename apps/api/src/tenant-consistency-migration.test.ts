import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultMigrationsFolder, migrate, schema, seedDemo } from '@tavola/db';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenantParents } from './test/tenant-rows';
import { createTestDatabase } from './test/test-database';

/**
 * Migration 0003 (decision 019) on a database that already holds data: the demo restaurants
 * seeded, and a restaurant with a row in every table the new keys cover (basket, order, review…),
 * all written under migrations 0000–0002. It applies, and every row is still there.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let olderMigrations: string;

beforeAll(async () => {
  olderMigrations = mkdtempSync(join(tmpdir(), 'tavola-migrations-'));
  cpSync(defaultMigrationsFolder, olderMigrations, { recursive: true });
  const journalFile = join(olderMigrations, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const before = journal.entries.findIndex((entry) => entry.tag === '0003_tenant_consistency');
  expect(before).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
  database = await createTestDatabase(olderMigrations);
});
afterAll(async () => {
  await database?.drop();
  rmSync(olderMigrations, { recursive: true, force: true });
});

const tenantForeignKeys = async () => {
  const { rows } = (await database.db.execute(
    sql`select count(*)::int as keys from pg_constraint where contype = 'f' and conname like '%\\_tenant\\_fk'`,
  )) as unknown as { rows: { keys: number }[] };
  return rows[0]?.keys;
};

describe('migration 0003_tenant_consistency', () => {
  it('applies on a database that already holds demo data, baskets and orders', async () => {
    await seedDemo(database.db);
    await insertTenantParents(database.db, 'before-0003');
    const rowsOf = async () =>
      Promise.all(
        [
          schema.products,
          schema.productAttributeItems,
          schema.basketProducts,
          schema.orders,
          schema.testimonials,
        ].map(async (table) => (await database.db.select({ rows: count() }).from(table))[0]?.rows),
      );
    const before = await rowsOf();
    expect(await tenantForeignKeys()).toBe(0);

    await migrate(database);

    expect(await tenantForeignKeys()).toBe(41);
    expect(await rowsOf()).toEqual(before);
  });
});
