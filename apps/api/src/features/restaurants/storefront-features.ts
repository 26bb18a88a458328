import { restaurantThemeSchema } from '@tavola/contracts';
import { type StorefrontFeatures, storefrontFeatures } from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import { HttpError } from '../../lib/http-error';
import type { RestaurantRow } from './restaurant.repository';
import { restaurantSettings } from './restaurant-info.service';

/** Which parts of the storefront a restaurant offers (SPEC §2; the domain's one rule). */
export const offeredFeatures = (row: RestaurantRow): StorefrontFeatures =>
  storefrontFeatures({
    ...restaurantSettings(row),
    eventMode: restaurantThemeSchema.parse(row.theme).eventMode,
  });

/** The server refuses what the storefront hides: 403 with the feature's own message. */
export function assertOffered(row: RestaurantRow, feature: keyof StorefrontFeatures, key: ServerMessageKey) {
  if (!offeredFeatures(row)[feature]) throw new HttpError(403, key);
}
