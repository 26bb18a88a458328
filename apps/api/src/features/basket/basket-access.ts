import { HttpError, notFound } from '../../lib/http-error';
import type { Principal } from '../auth';
import type { BasketRow } from './basket.repository';

/**
 * A guest's basket is theirs by the subject of their public token, a customer's by ownership
 * (SPEC §6). Anyone else is told it does not exist; the owner using it with another restaurant
 * is told it is not related to it.
 */
export function assertBasketAccess(
  basket: BasketRow | undefined,
  restaurantId: number,
  principal: Principal | undefined,
): BasketRow {
  if (!principal || principal.kind === 'manager') throw new HttpError(403, 'not_authorized');
  if (!basket) throw notFound('basket_not_exist');
  const owns =
    principal.kind === 'public'
      ? basket.userId === null && basket.guestId === principal.guestId
      : basket.userId === principal.userId;
  if (!owns) throw notFound('basket_not_exist');
  if (basket.restaurantId !== restaurantId) throw new HttpError(400, 'basket_not_related');
  return basket;
}
