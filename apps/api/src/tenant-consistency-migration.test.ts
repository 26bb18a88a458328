import { migrate, schema, seedDemo } from '@tavola/db';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolderUpTo, writeOnOlderSchema } from './test/older-migrations';
import { insertTenantParents } from './test/tenant-rows';
import { createTestDatabase } from './test/test-database';

/**
 * Migration 0003 (decision 019) on a database that already holds data: the demo restaurants
 * seeded, and a restaurant with a row in every table the new keys cover (basket, order, review…),
 * all written under migrations 0000–0002. It applies, and every row is still there.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const before0003 = migrationsFolderUpTo('0003_tenant_consistency');
const through0003 = migrationsFolderUpTo('0003_tenant_consistency', { through: true });

beforeAll(async () => {
  database = await createTestDatabase(before0003.folder);
});
afterAll(async () => {
  await database?.drop();
  before0003.remove();
  through0003.remove();
});

const tenantForeignKeys = async () => {
  const { rows } = (await database.db.execute(
    sql`select count(*)::int as keys from pg_constraint where contype = 'f' and conname like '%\\_tenant\\_fk'`,
  )) as unknown as { rows: { keys: number }[] };
  return rows[0]?.keys;
};

describe('migration 0003_tenant_consistency', () => {
  it('applies on a database that already holds demo data, baskets and orders', async () => {
    // today's seed code, on the schema of 0002 (columns of later migrations only while it writes)
    await writeOnOlderSchema(database.db, async () => {
      // the demo as it was then: Kochschule Rosmarin's tickets need migration 0005
      await seedDemo(database.db, { restaurants: ['olive-linde', 'sakura-ramen'] });
      await insertTenantParents(database.db, 'before-0003');
    });
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

    await migrate(database, through0003.folder);

    expect(await tenantForeignKeys()).toBe(41);
    expect(await rowsOf()).toEqual(before);
  });
});
