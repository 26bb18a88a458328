import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import type { BasketCaller } from './basket-caller';
import { changeBasket } from './change-basket';
import { withDetails } from './item-details';
import { requireLine } from './require-line';

const { basketProducts } = schema;

/** SPEC §7 basket/remove: one unit less; the line goes when none is left. */
export function removeOneUnit(caller: BasketCaller, basketId: string, lineId: number): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, _basket, contents) => {
    const line = requireLine(contents, lineId);
    if (line.quantity <= 1) await tx.delete(basketProducts).where(eq(basketProducts.id, line.id));
    else {
      // the last unit's name and date go with it: one entry per unit
      const details = line.extraInfo.itemDetails?.slice(0, line.quantity - 1);
      await tx
        .update(basketProducts)
        .set({
          quantity: line.quantity - 1,
          ...(details ? { extraInfo: withDetails(line.extraInfo, details) } : {}),
        })
        .where(eq(basketProducts.id, line.id));
    }
  });
}

/** SPEC §7 delete-basket-product: the whole line goes. */
export function deleteLine(caller: BasketCaller, basketId: string, lineId: number): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, _basket, contents) => {
    const line = requireLine(contents, lineId);
    await tx.delete(basketProducts).where(eq(basketProducts.id, line.id));
  });
}
