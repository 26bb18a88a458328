import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { type DeliveryType, offeredDeliveryTypes } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import { orderableTypes, restaurantLocale, restaurantSettings } from '../restaurants';
import type { BasketCaller } from './basket-caller';
import { changeBasket } from './change-basket';
import { removeProductsNotOffered } from './products-not-offered';

/**
 * SPEC §4 Delivery type change: products the new type does not offer leave the basket, and
 * the answer names them.
 */
export async function changeDeliveryType(
  caller: BasketCaller,
  basketId: string,
  deliveryType: DeliveryType,
): Promise<{ basket: BasketDto; removed: string[] }> {
  const settings = restaurantSettings(caller.restaurant);
  const closed = settings.closed;
  if (
    !offeredDeliveryTypes(await orderableTypes(caller.db, caller.restaurant), closed).includes(deliveryType)
  ) {
    throw new HttpError(400, 'delivery_type_unavailable');
  }
  let removed: string[] = [];
  const basket = await changeBasket(caller, basketId, async (tx, row, contents) => {
    removed = await removeProductsNotOffered(tx, row, contents, deliveryType, {
      locale: caller.locale,
      fallback: restaurantLocale(caller.restaurant),
    });
    const [updated] = await tx
      .update(schema.baskets)
      .set({ deliveryType })
      .where(eq(schema.baskets.id, row.id))
      .returning();
    return { basket: updated };
  });
  return { basket, removed };
}
