import { randomUUID } from 'node:crypto';
import { type Database, schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import { lockBasket } from '../basket';
import type { Customer } from './customer';

const { baskets } = schema;

/**
 * SPEC §4 Session: login assigns the local basket of the restaurant to the user. The guest's
 * basket id is the proof it is theirs (decision 007); a basket of another customer does not
 * exist for this one, and one of another restaurant is not related to it.
 */
export async function assignBasket(db: Database, customer: Customer, basketId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const basket = await lockBasket(tx, basketId, true);
    if (!basket || (basket.userId !== null && basket.userId !== customer.userId))
      throw notFound('basket_not_exist');
    if (basket.restaurantId !== customer.restaurantId) throw new HttpError(400, 'basket_not_related');
    if (basket.userId === customer.userId) return;
    await tx.update(baskets).set({ userId: customer.userId }).where(eq(baskets.id, basket.id));
  });
}

/**
 * SPEC §4 Session: logout unassigns the baskets. The basket goes back to a guest, who keeps
 * it: a token fetched with its id continues that guest (decision 007), a new one when the
 * basket was started while logged in.
 */
export async function unassignBasket(db: Database, customer: Customer, basketId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const basket = await lockBasket(tx, basketId, true);
    if (!basket || basket.userId !== customer.userId) throw notFound('basket_not_exist');
    if (basket.restaurantId !== customer.restaurantId) throw new HttpError(400, 'basket_not_related');
    await tx
      .update(baskets)
      .set({ userId: null, guestId: basket.guestId ?? randomUUID() })
      .where(eq(baskets.id, basket.id));
  });
}
