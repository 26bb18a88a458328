import { restaurantSearchLimit, searchStatuses } from '@tavola/domain';
import { dataEnvelope } from './envelope';
import { deliveryTypeSchema, integerInput, localeSchema, minorUnits, postalCodeSchema } from './fields';
import { z } from './zod';

/** How many restaurants to list: a number from JSON or a query string, bounded (issue 19). */
const searchLimitSchema = integerInput(1, restaurantSearchLimit.max).default(restaurantSearchLimit.default);

/**
 * SPEC §7 `GET api/restaurant` (issue 19, decision 031): the restaurants that take an order of
 * `deliveryType` (default delivery) for `postalCode`, open now or later; `status` keeps one of
 * the two, none keeps both.
 */
export const restaurantSearchQuerySchema = z.object({
  postalCode: postalCodeSchema,
  deliveryType: deliveryTypeSchema.optional(),
  limit: searchLimitSchema,
  status: z.enum(searchStatuses).optional(),
  lang: localeSchema.optional(),
});
export type RestaurantSearchQuery = z.input<typeof restaurantSearchQuerySchema>;

/** One restaurant found: only what its public storefront shows anyway. */
export const restaurantSearchResultSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** address of the logo image, null without one */
  logo: z.string().nullable(),
  /** the cuisine line in the asked language ('' when the restaurant has none) */
  cuisine: z.string(),
  delivery_type: z.enum(['delivery', 'pickup', 'here']),
  /** minor units of `currency`; for delivery the fee and minimum of that postal code, else 0 */
  shipping_price: minorUnits(),
  minimum_order_value: minorUnits(),
  /** order value from which delivery is free; null = never */
  free_from: z.number().int().nullable(),
  currency: z.string(),
  status: z.enum(searchStatuses),
  /** the first time a guest can pick, 'YYYY-MM-DD HH:MM' on the wall clock of `time_zone`; null when only 'as soon as possible' is left today */
  next_time: z.string().nullable(),
  time_zone: z.string(),
  /** average review rating (1 to 5, one decimal), null without reviews */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
});
export type RestaurantSearchResult = z.infer<typeof restaurantSearchResultSchema>;

export const restaurantSearchResponseSchema = dataEnvelope(z.array(restaurantSearchResultSchema));
export type RestaurantSearchResponse = z.infer<typeof restaurantSearchResponseSchema>;
