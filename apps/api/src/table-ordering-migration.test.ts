import { migrate, schema, seedDemo } from '@tavola/db';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolderUpTo, writeOnOlderSchema } from './test/older-migrations';
import { insertTenantParents } from './test/tenant-rows';
import { createTestDatabase } from './test/test-database';

/**
 * Migration 0004 (issue 16, decision 027) on a database written under 0000–0003: every table
 * keeps its rows and gets an area (none), the active flag and a new 244-bit QR token in place
 * of its UUID; table calls get their tenant key.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const before0004 = migrationsFolderUpTo('0004_table_ordering');
const through0004 = migrationsFolderUpTo('0004_table_ordering', { through: true });

beforeAll(async () => {
  database = await createTestDatabase(before0004.folder);
});
afterAll(async () => {
  await database?.drop();
  before0004.remove();
  through0004.remove();
});

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('migration 0004_table_ordering', () => {
  it('gives every existing table a new token, keeps the rest, and adds table calls', async () => {
    await writeOnOlderSchema(database.db, async () => {
      // the event restaurant's tickets (0005) do not exist yet on this schema
      await seedDemo(database.db, { restaurants: ['olive-linde', 'sakura-ramen'] });
      await insertTenantParents(database.db, 'before-0004');
    });
    const oldTokens = rowsOf(
      await database.db.execute(sql`select id, qr_code from restaurant_tables order by id`),
    );
    expect(oldTokens.length).toBeGreaterThan(8);
    for (const row of oldTokens) expect(String(row.qr_code)).toMatch(/^[0-9a-f-]{36}$/);
    const [ordersBefore] = await database.db.select({ rows: count() }).from(schema.orders);

    await migrate(database, through0004.folder);

    const tables = await database.db.select().from(schema.tables).orderBy(schema.tables.id);
    expect(tables.map((table) => table.id)).toEqual(oldTokens.map((row) => row.id));
    for (const table of tables) {
      expect(table.qrCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(table).toMatchObject({ active: true, area: null });
    }
    expect(new Set(tables.map((table) => table.qrCode)).size).toBe(tables.length);
    expect((await database.db.select({ rows: count() }).from(schema.orders))[0]).toEqual(ordersBefore);
    const keys = rowsOf(
      await database.db.execute(
        sql`select conname from pg_constraint where conname = 'table_calls_table_tenant_fk'`,
      ),
    );
    expect(keys).toHaveLength(1);
  });
});
