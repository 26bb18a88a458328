import { type Database, schema } from '@tavola/db';
import { and, eq, isNotNull, sql } from 'drizzle-orm';

/**
 * Takes the units from stock with one conditional update per product, never below zero; a
 * product without stock (unlimited) is not touched, so its row is not locked. Answers the
 * first product that has too few left — the caller's transaction then rolls back what this
 * took before it.
 */
export async function takeStock(
  tx: Database,
  wanted: readonly [productId: number, quantity: number][],
  hasStock: (productId: number) => boolean,
): Promise<{ short: number } | undefined> {
  for (const [productId, quantity] of wanted) {
    if (!hasStock(productId)) continue;
    const taken = await tx
      .update(schema.products)
      .set({ stock: sql`${schema.products.stock} - ${quantity}` })
      .where(and(eq(schema.products.id, productId), sql`${schema.products.stock} >= ${quantity}`))
      .returning({ id: schema.products.id });
    if (taken.length === 0) return { short: productId };
  }
  return undefined;
}

/** The undo of takeStock: the units go back to every product that still counts its stock. */
export async function releaseStock(
  tx: Database,
  wanted: readonly [productId: number, quantity: number][],
): Promise<void> {
  for (const [productId, quantity] of wanted) {
    await tx
      .update(schema.products)
      .set({ stock: sql`${schema.products.stock} + ${quantity}` })
      .where(and(eq(schema.products.id, productId), isNotNull(schema.products.stock)));
  }
}
