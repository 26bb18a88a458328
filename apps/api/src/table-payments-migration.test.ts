import { migrate, schema, seedDemo } from '@tavola/db';
import { count, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolderUpTo, writeOnOlderSchema } from './test/older-migrations';
import { insertTenantParents } from './test/tenant-rows';
import { createTestDatabase } from './test/test-database';

/**
 * Migration 0006 (issue 17, decision 029) on a database written under 0000–0005: orders,
 * their lines and payments keep every row; each existing payment pays its order (the new check
 * holds); eight composite tenant keys join the others.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const before0006 = migrationsFolderUpTo('0006_table_payments');
const through0006 = migrationsFolderUpTo('0006_table_payments', { through: true });

beforeAll(async () => {
  database = await createTestDatabase(before0006.folder);
});
afterAll(async () => {
  await database?.drop();
  before0006.remove();
  through0006.remove();
});

const tenantForeignKeys = async () => {
  const { rows } = (await database.db.execute(
    sql`select count(*)::int as keys from pg_constraint where contype = 'f' and conname like '%\\_tenant\\_fk'`,
  )) as unknown as { rows: { keys: number }[] };
  return rows[0]?.keys ?? 0;
};

describe('migration 0006_table_payments', () => {
  it('keeps orders, lines and payments, and adds the bills with their tenant keys', async () => {
    await writeOnOlderSchema(database.db, async () => {
      await seedDemo(database.db);
      const parents = await insertTenantParents(database.db, 'before-0006');
      await database.db.insert(schema.orderProducts).values({
        restaurantId: parents.restaurantId,
        orderId: parents.order,
        name: { en: 'Soup' },
        quantity: 2,
        unitPrice: 250,
        totalPrice: 500,
      });
      await database.db.insert(schema.payments).values({
        restaurantId: parents.restaurantId,
        orderId: parents.order,
        provider: 'demo',
        providerPaymentId: 'before-0006',
        amount: 500,
        currency: 'EUR',
      });
    });
    const rowsOf = async () =>
      Promise.all(
        [schema.orders, schema.orderProducts, schema.payments].map(
          async (table) => (await database.db.select({ rows: count() }).from(table))[0]?.rows,
        ),
      );
    const before = await rowsOf();
    const keysBefore = await tenantForeignKeys();

    await migrate(database, through0006.folder);

    expect(await rowsOf()).toEqual(before);
    expect(await tenantForeignKeys()).toBe(keysBefore + 8);
    expect(await database.db.select().from(schema.payments).where(isNull(schema.payments.orderId))).toEqual(
      [],
    );
    // by id only: later migrations add columns this one does not know
    expect(
      await database.db.select({ id: schema.tablePaymentSessions.id }).from(schema.tablePaymentSessions),
    ).toEqual([]);
  });
});
