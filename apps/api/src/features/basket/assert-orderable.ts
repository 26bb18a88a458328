import {
  isProductAvailableAt,
  judgedByOwnDate,
  type LocalMoment,
  resolveText,
  toLocalMoment,
} from '@tavola/domain';
import { HttpError, notFound } from '../../lib/http-error';
import { type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import type { BasketRow, ProductWithRules } from './basket.repository';
import type { BasketCaller } from './basket-caller';

/** The moment a basket orders for: its delivery time, else now, in the restaurant's zone. */
function orderMoment(restaurant: RestaurantRow, basket: BasketRow): LocalMoment {
  return toLocalMoment((basket.deliveryTime ?? new Date()).getTime(), restaurant.timeZone);
}

/** The product exists, is active, and can be had with the basket's delivery type at its time. */
export function assertOrderable(
  caller: BasketCaller,
  basket: BasketRow,
  product: ProductWithRules | undefined,
): ProductWithRules {
  if (!product?.active) throw notFound('product_not_exist');
  const name = resolveText(product.name, caller.locale, restaurantLocale(caller.restaurant));
  if (!product.deliveryTypes.includes(basket.deliveryType))
    throw new HttpError(400, 'product_not_available_type', { name });
  const moment = orderMoment(caller.restaurant, basket);
  // SPEC §3 pre_order_for_happy_hour: a happy hour is judged by each unit's own date, which
  // itemDetailsFor checks; here only whether the kitchen pauses it at the basket's time
  const ownDate = judgedByOwnDate(restaurantSettings(caller.restaurant).pre_order_for_happy_hour, product);
  const rule = {
    happyHours: ownDate ? [] : product.happyHours.map((hour) => ({ ...hour })),
    endDate: ownDate ? null : product.endDate,
    breaks: product.breaks,
  };
  if (!isProductAvailableAt(rule, moment)) {
    throw new HttpError(
      400,
      basket.deliveryTime ? 'product_not_available_date' : 'product_not_available_now',
      { name },
    );
  }
  return product;
}
