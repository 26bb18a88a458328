import { type Database, schema } from '@tavola/db';
import { and, eq, gt, sql } from 'drizzle-orm';

/** Counts one use of the voucher, only while it is under its limit; false when the limit is reached. */
export async function useVoucher(tx: Database, voucherId: number): Promise<boolean> {
  const used = await tx
    .update(schema.vouchers)
    .set({ usedCount: sql`${schema.vouchers.usedCount} + 1` })
    .where(
      and(
        eq(schema.vouchers.id, voucherId),
        sql`(${schema.vouchers.usageLimit} is null or ${schema.vouchers.usedCount} < ${schema.vouchers.usageLimit})`,
      ),
    )
    .returning({ id: schema.vouchers.id });
  return used.length > 0;
}

/** The undo of useVoucher: the use is given back, never below zero. */
export async function returnVoucher(tx: Database, voucherId: number): Promise<void> {
  await tx
    .update(schema.vouchers)
    .set({ usedCount: sql`${schema.vouchers.usedCount} - 1` })
    .where(and(eq(schema.vouchers.id, voucherId), gt(schema.vouchers.usedCount, 0)));
}
