import { type Database, schema } from '@tavola/db';
import { fitsCapacity } from '@tavola/domain';
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';

const { slotUsage } = schema;

/**
 * The one capacity engine (decision 028): a counter per restaurant, kind and slot start in
 * slot_usage. Delivery slots and ticket slots take and give back through these functions only;
 * the rule of what fits is packages/domain's fitsCapacity.
 */
export type CapacityKind = schema.CapacityKind;

export interface CapacityHold {
  restaurantId: number;
  kind: CapacityKind;
  slotStart: Date;
  /** how much an order wants: 1 order, or its number of tickets */
  amount: number;
}

/**
 * Takes `amount` of a slot's capacity inside the caller's transaction, with one conditional
 * upsert: concurrent orders queue on the counter's row and each sees the others' takes, so a
 * capacity of 20 gives exactly 20 however many ask at once. False when it does not fit (nothing
 * is taken). An unlimited (null) capacity is still counted, so a cap set later knows what is sold.
 */
export async function takeCapacity(
  tx: Database,
  hold: CapacityHold,
  capacity: number | null,
): Promise<boolean> {
  if (hold.amount <= 0) return true;
  // the row's first take is an insert, which the update's condition does not see
  if (!fitsCapacity(capacity, 0, hold.amount)) return false;
  const taken = await tx
    .insert(slotUsage)
    .values({
      restaurantId: hold.restaurantId,
      kind: hold.kind,
      slotStart: hold.slotStart,
      used: hold.amount,
    })
    .onConflictDoUpdate({
      target: [slotUsage.restaurantId, slotUsage.kind, slotUsage.slotStart],
      set: { used: sql`${slotUsage.used} + ${hold.amount}` },
      ...(capacity === null ? {} : { setWhere: sql`${slotUsage.used} + ${hold.amount} <= ${capacity}` }),
    })
    .returning({ used: slotUsage.used });
  return taken.length > 0;
}

/** Gives back what takeCapacity took; the caller makes sure it runs once (orders.resources_released). */
export async function releaseCapacity(tx: Database, hold: CapacityHold): Promise<void> {
  if (hold.amount <= 0) return;
  await tx
    .update(slotUsage)
    .set({ used: sql`greatest(${slotUsage.used} - ${hold.amount}, 0)` })
    .where(
      and(
        eq(slotUsage.restaurantId, hold.restaurantId),
        eq(slotUsage.kind, hold.kind),
        eq(slotUsage.slotStart, hold.slotStart),
        gt(slotUsage.used, 0),
      ),
    );
}

/**
 * How much of a kind's capacity is taken per slot start (epoch ms) from one instant (included)
 * to another (excluded). Slots nobody took are absent (0).
 */
export async function usedCapacity(
  db: Database,
  restaurantId: number,
  kind: CapacityKind,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: slotUsage.slotStart, used: slotUsage.used })
    .from(slotUsage)
    .where(
      and(
        eq(slotUsage.restaurantId, restaurantId),
        eq(slotUsage.kind, kind),
        gte(slotUsage.slotStart, from),
        lt(slotUsage.slotStart, to),
      ),
    );
  return new Map(rows.map((row) => [row.slotStart.getTime(), row.used]));
}
