import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { toLocalMoment } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import type { BasketCaller } from './basket-caller';
import { changeBasket } from './change-basket';
import { type CountedVisit, countTableGuests } from './table-guests';

/**
 * SPEC §7 update-basket-extraInfo: the table's guests, dated so a new day asks again (SPEC §4),
 * and counted for the table's visit (issue 33: countTableGuests).
 */
export async function updateBasketExtraInfo(
  caller: BasketCaller,
  basketId: string,
  capacity: { adults: number; children: number },
): Promise<{ basket: BasketDto; visit: CountedVisit | undefined }> {
  let visit: CountedVisit | undefined;
  const basket = await changeBasket(caller, basketId, async (tx, row) => {
    const guests = { ...capacity, date: toLocalMoment(Date.now(), caller.restaurant.timeZone).date };
    const [updated] = await tx
      .update(schema.baskets)
      .set({ extraInfo: { ...row.extraInfo, table_capacity: guests } })
      .where(eq(schema.baskets.id, row.id))
      .returning();
    visit = await countTableGuests(tx, row, guests);
    return { basket: updated };
  });
  return { basket, visit };
}
