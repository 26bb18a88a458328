import { type Database, schema } from '@tavola/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const { vouchers, orders } = schema;
export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherValues = Pick<
  typeof vouchers.$inferInsert,
  'code' | 'kind' | 'value' | 'minimumOrderValue' | 'usageLimit' | 'startsAt' | 'expiresAt' | 'active'
>;

export function vouchersOf(db: Database, restaurantId: number) {
  return db
    .select()
    .from(vouchers)
    .where(eq(vouchers.restaurantId, restaurantId))
    .orderBy(asc(vouchers.code), asc(vouchers.id));
}

export async function insertVoucher(db: Database, restaurantId: number, values: VoucherValues) {
  const [row] = await db
    .insert(vouchers)
    .values({ restaurantId, ...values })
    .returning();
  return row!;
}

/**
 * Changes a voucher of this restaurant; undefined when it has none with that id. The use count
 * is not among the values: only placing and giving back orders move it (create-order,
 * release-resources), each with one conditional statement.
 */
export async function updateVoucher(
  db: Database,
  restaurantId: number,
  id: number,
  values: VoucherValues,
): Promise<VoucherRow | undefined> {
  const [row] = await db
    .update(vouchers)
    .set(values)
    .where(and(eq(vouchers.id, id), eq(vouchers.restaurantId, restaurantId)))
    .returning();
  return row;
}

/**
 * Deletes a voucher no order names; one that orders name is deactivated instead, in the same
 * statement pair under the voucher's row lock (decision 041). Undefined: no such voucher here.
 */
export async function deleteOrDeactivateVoucher(
  db: Database,
  restaurantId: number,
  id: number,
): Promise<{ deleted: true } | { deleted: false; row: VoucherRow } | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(and(eq(vouchers.id, id), eq(vouchers.restaurantId, restaurantId)))
      .for('update');
    if (!locked) return undefined;
    const [used] = await tx
      .select({ one: sql<number>`1` })
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurantId), eq(orders.voucherId, id)))
      .limit(1);
    if (!used) {
      await tx.delete(vouchers).where(eq(vouchers.id, id));
      return { deleted: true as const };
    }
    const [row] = await tx.update(vouchers).set({ active: false }).where(eq(vouchers.id, id)).returning();
    return { deleted: false as const, row: row! };
  });
}
