import type { BasketDto } from '@tavola/contracts';
import { findBasket, loadBasketContents } from './basket.repository';
import { assertBasketAccess } from './basket-access';
import type { BasketCaller } from './basket-caller';
import { basketViewFor } from './basket-view-for';

/** SPEC §7 GET basket: the caller's own basket, priced from today's catalogue. */
export async function getBasket(caller: BasketCaller, basketId: string): Promise<BasketDto> {
  const basket = assertBasketAccess(
    await findBasket(caller.db, basketId),
    caller.restaurant.id,
    caller.principal,
  );
  return basketViewFor(caller, basket, await loadBasketContents(caller.db, basket));
}
