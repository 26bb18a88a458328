import { queryOptions } from '@tanstack/react-query';
import type { RestaurantSearchResult } from '@tavola/contracts';
import type { DeliveryType } from '@tavola/domain';
import type { ApiClient } from '../../../lib/api-client';

export interface RestaurantSearch {
  postalCode: string;
  deliveryType: DeliveryType;
}

/**
 * SPEC §7 `GET api/restaurant` (issue 19). Nobody serving the postal code is a 404 whose
 * message (no_restaurant_in_area) the page shows in place of the list.
 */
export const restaurantSearchQuery = (api: ApiClient, lang: string, search: RestaurantSearch) =>
  queryOptions({
    queryKey: ['restaurant-search', lang, search.postalCode, search.deliveryType],
    queryFn: ({ signal }) =>
      api
        .get<{ data: RestaurantSearchResult[] }>(
          'restaurant',
          { postalCode: search.postalCode, deliveryType: search.deliveryType },
          signal,
        )
        .then((body) => body.data),
    retry: false,
  });
