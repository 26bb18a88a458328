import { queryOptions } from '@tanstack/react-query';
import type { RestaurantInfo } from '@tavola/contracts';
import type { ApiClient } from '../../../lib/api-client';

export const restaurantInfoQuery = (api: ApiClient, lang: string) =>
  queryOptions({
    queryKey: ['restaurant-info', lang],
    queryFn: ({ signal }) =>
      api.get<{ data: RestaurantInfo }>('restaurant/restaurant-by-id', {}, signal).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
