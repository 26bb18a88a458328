import type { Database } from '@tavola/db';
import { type DeliveryType, orderableDeliveryTypes } from '@tavola/domain';
import { openingRules, type RestaurantRow } from './restaurant.repository';
import { restaurantSettings } from './restaurant-info.service';
import { typeSchedules } from './type-schedules';

/**
 * Issue 33: the delivery types the restaurant has switched on that a guest can order: each with
 * opening hours that closures leave open on some day guests may order for (not with a ticketing
 * system, whose classes' slots are the times). The storefront is offered only these (restaurant
 * info), and the basket and create-order take only these.
 */
export async function orderableTypes(
  db: Database,
  row: RestaurantRow,
  now = Date.now(),
): Promise<DeliveryType[]> {
  const settings = restaurantSettings(row);
  // a ticketing restaurant's times are its classes' slots, which the ticket rules check
  if (settings.ticketingSystem) return settings.deliveryTypes;
  const { hours, closeTimes } = await openingRules(db, row.id);
  return orderableDeliveryTypes(
    settings.deliveryTypes,
    typeSchedules(row, settings.available_days, hours, closeTimes),
    now,
  );
}
