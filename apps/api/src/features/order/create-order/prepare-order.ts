import type { Database } from '@tavola/db';
import { offeredDeliveryTypes, toLocalMoment } from '@tavola/domain';
import { HttpError } from '../../../lib/http-error';
import {
  assertAmountLimit,
  assertBasketAccess,
  assertQuantityLimits,
  basketView,
  limitedLines,
  loadBasketContents,
  lockBasket,
} from '../../basket';
import { orderableTypes, restaurantLocale, restaurantSettings } from '../../restaurants';
import { checkTableOrder } from '../table-order-rules';
import { checkContact } from './check-contact';
import { checkOrderLines } from './check-order-lines';
import { checkOrderTime } from './check-order-time';
import { checkPaymentType } from './check-payment-type';
import { invalid, type OrderCaller } from './order-caller';

/**
 * Every SPEC §5 rule an order must pass, on the locked basket: access, login, payment type,
 * delivery type, time (or open now), product availability, contact fields, delivery area and
 * its minimum, a non-zero total. Shared by create-order and is-valid. It takes nothing: what
 * the order takes, create-order's steps take after it.
 */
export async function prepareOrder(
  tx: Database,
  caller: OrderCaller,
  input: { basketId: string; paymentType?: string },
) {
  const { restaurant } = caller;
  const settings = restaurantSettings(restaurant);
  const basket = assertBasketAccess(
    await lockBasket(tx, input.basketId, true),
    restaurant.id,
    caller.principal,
  );
  if (settings.login_required && caller.principal?.kind !== 'customer')
    throw new HttpError(403, 'login_required');
  if (input.paymentType !== undefined) await checkPaymentType(tx, caller, settings, input.paymentType);
  // SPEC §4 pay at counter: pickup, as soon as possible
  const deliveryType = input.paymentType === 'pwc' ? 'pickup' : basket.deliveryType;
  const deliveryTime = input.paymentType === 'pwc' ? null : basket.deliveryTime;
  const now = Date.now();
  const tableId = await checkTableOrder(tx, {
    restaurant,
    settings,
    basket,
    deliveryType,
    paymentType: input.paymentType,
    now,
  });
  if (
    !offeredDeliveryTypes(await orderableTypes(tx, restaurant, now), settings.closed).includes(deliveryType)
  ) {
    throw invalid('delivery_type', 'delivery_type_unavailable');
  }
  const contents = await loadBasketContents(tx, { ...basket, deliveryType });
  const fallback = restaurantLocale(restaurant);
  const view = basketView({ ...basket, deliveryType }, contents, {
    locale: caller.locale,
    fallback,
    timeZone: restaurant.timeZone,
    vouchersAccepted: settings.available_voucher,
  });
  if (view.products.length === 0) throw invalid('basketId', 'basket_empty');
  // issue 14, the final guard: a basket over the caps (filled before them) never reaches the
  // integer columns of an order (decision 016)
  assertQuantityLimits(restaurant, limitedLines(contents));
  assertAmountLimit(restaurant, caller.locale, view);

  const moment = toLocalMoment((deliveryTime ?? new Date(now)).getTime(), restaurant.timeZone);
  const ticketing = await checkOrderTime(tx, restaurant, {
    ticketingSystem: settings.ticketingSystem,
    deliveryType,
    deliveryTime,
    moment,
    contents,
    now,
  });
  checkOrderLines(restaurant, { contents, deliveryType, moment }, { locale: caller.locale, fallback });
  await checkContact(tx, restaurant, { basket, contents, view, deliveryType }, caller.locale);
  if (view.totalWithDiscount <= 0) throw invalid('totalPrice', 'total_price_zero');
  return { basket, deliveryType, deliveryTime, tableId, contents, view, now, fallback, settings, ticketing };
}
