import type { BasketDto } from '@tavola/contracts';
import { restaurantLocale, restaurantSettings } from '../restaurants';
import type { BasketContents, BasketRow } from './basket.repository';
import type { BasketCaller } from './basket-caller';
import { basketView } from './basket-view';

/** The basket as its caller sees it: in their language, in the restaurant's zone and settings. */
export function basketViewFor(caller: BasketCaller, basket: BasketRow, contents: BasketContents): BasketDto {
  return basketView(basket, contents, {
    locale: caller.locale,
    fallback: restaurantLocale(caller.restaurant),
    timeZone: caller.restaurant.timeZone,
    vouchersAccepted: restaurantSettings(caller.restaurant).available_voucher,
  });
}
