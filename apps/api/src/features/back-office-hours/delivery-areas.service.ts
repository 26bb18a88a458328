import type { DeliveryAreaBody, DeliveryAreaDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { type RestaurantRow, restaurantSettings } from '../restaurants';
import {
  type DeliveryAreaRow,
  type DeliveryAreaValues,
  deleteDeliveryArea,
  deliveryAreasOf,
  insertDeliveryArea,
  updateDeliveryArea,
} from './delivery-areas.repository';
import { patchRestaurantSettings, valuesPatch } from './restaurant-settings-patch';

const areaDto = (row: DeliveryAreaRow): DeliveryAreaDto => ({
  id: row.id,
  postal_code: row.postalCode,
  fee: row.shippingPrice,
  minimum: row.minimumOrderValue,
  free_from: row.freeFrom,
});

const valuesOf = (body: DeliveryAreaBody): DeliveryAreaValues => ({
  postalCode: body.postal_code.trim(),
  shippingPrice: body.fee,
  minimumOrderValue: body.minimum,
  freeFrom: body.free_from,
});

/** One postal code has one area per restaurant (the table's unique index): a second is a 422 on the code. */
async function saving(write: () => Promise<DeliveryAreaRow | undefined>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new HttpError(422, 'area_postal_code_taken', undefined, {
      postal_code: [{ key: 'area_postal_code_taken' }],
    });
  }
}

export async function listDeliveryAreas(db: Database, restaurant: RestaurantRow) {
  return {
    areas: (await deliveryAreasOf(db, restaurant.id)).map(areaDto),
    currency: restaurant.currency,
    slot_capacity: restaurantSettings(restaurant).slot_capacity,
  };
}

export async function createDeliveryArea(db: Database, restaurant: RestaurantRow, body: DeliveryAreaBody) {
  return areaDto((await saving(() => insertDeliveryArea(db, restaurant.id, valuesOf(body))))!);
}

export async function changeDeliveryArea(
  db: Database,
  restaurant: RestaurantRow,
  id: number,
  body: DeliveryAreaBody,
): Promise<DeliveryAreaDto> {
  const row = await saving(() => updateDeliveryArea(db, restaurant.id, id, valuesOf(body)));
  if (!row) throw notFound('area_not_exist');
  return areaDto(row);
}

export async function removeDeliveryArea(db: Database, restaurant: RestaurantRow, id: number) {
  if (!(await deleteDeliveryArea(db, restaurant.id, id))) throw notFound('area_not_exist');
}

/** SPEC slot capacity: orders accepted per 15-minute slot; null lifts the cap. */
export async function setSlotCapacity(db: Database, restaurant: RestaurantRow, slotCapacity: number | null) {
  await patchRestaurantSettings(db, restaurant.id, valuesPatch({ slot_capacity: slotCapacity }));
  return { slot_capacity: slotCapacity };
}
