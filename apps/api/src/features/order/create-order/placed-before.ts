import { type Database, schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../../lib/http-error';

/**
 * "Did this already run?": the order an earlier request with the same Idempotency-Key placed.
 * Concurrent retries with one key wait here for each other (an advisory lock until the
 * commit); a key reused for another basket is a 409.
 */
export async function orderPlacedBefore(
  tx: Database,
  restaurantId: number,
  request: { idempotencyKey?: string; basketId: string },
) {
  if (!request.idempotencyKey) return undefined;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${restaurantId}:${request.idempotencyKey}`}))`,
  );
  const [existing] = await tx
    .select()
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.restaurantId, restaurantId),
        eq(schema.orders.idempotencyKey, request.idempotencyKey),
      ),
    );
  if (existing && existing.basketId !== request.basketId) throw new HttpError(409, 'idempotency_key_reused');
  return existing;
}
