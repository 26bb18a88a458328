import { schema } from '@tavola/db';
import { type DeliveryType, epochOfLocal, offeredDeliveryTypes, parseLocalDateTime } from '@tavola/domain';
import { HttpError } from '../../lib/http-error';
import { orderableTypes, restaurantSettings } from '../restaurants';
import type { BasketCaller } from './basket-caller';

/**
 * SPEC §7 basket/create: a guest's or customer's empty basket, for a delivery type the restaurant
 * offers now (the first offered when none is asked) and, when given, a delivery time.
 */
export async function createBasket(
  caller: BasketCaller,
  input: { deliveryTime?: string | null; deliveryType?: DeliveryType },
): Promise<{ id: string; restaurant_id: number }> {
  const { principal, restaurant } = caller;
  if (!principal || principal.kind === 'manager') throw new HttpError(403, 'not_authorized');
  const settings = restaurantSettings(restaurant);
  const offered = offeredDeliveryTypes(await orderableTypes(caller.db, restaurant), settings.closed);
  const deliveryType = input.deliveryType ?? offered[0] ?? settings.deliveryTypes[0] ?? 'pickup';
  if (!offered.includes(deliveryType)) throw new HttpError(400, 'delivery_type_unavailable');
  const deliveryTime = input.deliveryTime
    ? (() => {
        const moment = parseLocalDateTime(input.deliveryTime);
        return new Date(epochOfLocal(moment.date, moment.minutes, restaurant.timeZone));
      })()
    : null;
  const [row] = await caller.db
    .insert(schema.baskets)
    .values({
      restaurantId: restaurant.id,
      userId: principal.kind === 'customer' ? principal.userId : null,
      guestId: principal.kind === 'public' ? principal.guestId : null,
      deliveryType,
      deliveryTime,
    })
    .returning({ id: schema.baskets.id });
  if (!row) throw new Error('basket insert returned nothing');
  return { id: row.id, restaurant_id: restaurant.id };
}
