import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import type { BasketCaller } from './basket-caller';
import { changeBasket } from './change-basket';
import { basketDatesOf, type ItemExtraInfo, itemDetailsFor, withDetails } from './item-details';
import { requireLine } from './require-line';

/** SPEC §7 update-extraInfo: the item's comment (≤ 140) and, in event mode, names and dates per unit. */
export function updateLineExtraInfo(
  caller: BasketCaller,
  basketId: string,
  lineId: number,
  info: ItemExtraInfo,
): Promise<BasketDto> {
  return changeBasket(caller, basketId, async (tx, basket, contents) => {
    const line = requireLine(contents, lineId);
    let extraInfo = { ...line.extraInfo };
    if (info.comment !== undefined) extraInfo.comment = info.comment;
    const product = contents.catalogue.get(line.productId);
    if (info.itemDetails !== undefined && product) {
      const context = {
        restaurant: caller.restaurant,
        basket,
        basketDates: basketDatesOf(contents, line.id),
      };
      extraInfo = withDetails(
        extraInfo,
        itemDetailsFor(context, product, line.quantity, info.itemDetails, 'itemDetails'),
      );
    }
    await tx.update(schema.basketProducts).set({ extraInfo }).where(eq(schema.basketProducts.id, line.id));
  });
}
