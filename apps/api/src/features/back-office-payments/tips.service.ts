import type { TipSettings, TipSettingsBody } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { patchRestaurantSettings, valuesPatch } from '../back-office-hours';
import { type RestaurantRow, restaurantSettings } from '../restaurants';

/** SPEC §3 tip_request and the percentages checkout offers (settings.tip_percents). */
export function tipSettings(restaurant: RestaurantRow): TipSettings {
  const settings = restaurantSettings(restaurant);
  return {
    tip_request: settings.tip_request,
    tip_percents: settings.tip_percents,
    tip_taxable: settings.tip_taxable,
  };
}

/** Both settings in one jsonb merge; checkout offers the percentages lowest first. */
export async function saveTipSettings(db: Database, restaurant: RestaurantRow, body: TipSettingsBody) {
  const saved: TipSettings = {
    tip_request: body.tip_request,
    tip_percents: body.tip_percents.toSorted((a, b) => a - b),
    tip_taxable: body.tip_taxable ?? restaurantSettings(restaurant).tip_taxable,
  };
  await patchRestaurantSettings(db, restaurant.id, valuesPatch(saved));
  return saved;
}
