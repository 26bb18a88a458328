import { queryOptions } from '@tanstack/react-query';
import type { TaxOverview, TaxRateCreateBody } from '@tavola/contracts';
import type { ManagerApi } from './manager-api';
import { type Saved, type Scoped, useWrite } from './use-write';

/** Issue 36 (decision 084): the restaurant's VAT rates, the country's and the owner's own. */
export const taxesKey = (restaurantId: number) => ['manager', restaurantId, 'taxes'] as const;

export const taxesQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...taxesKey(restaurantId), lang],
    queryFn: () => api.get<{ data: TaxOverview }>('managers/taxes', { restaurantId }).then((a) => a.data),
  });

export const useAddTaxRate = (api: ManagerApi, restaurantId: number) =>
  useWrite([taxesKey(restaurantId)], (input: Scoped<TaxRateCreateBody>) =>
    api.post<Saved<TaxOverview>>('managers/taxes/create', { restaurantId, ...input }),
  );

export const useDeleteTaxRate = (api: ManagerApi, restaurantId: number) =>
  useWrite([taxesKey(restaurantId)], (id: number) =>
    api.post<Saved<TaxOverview>>('managers/taxes/delete', { restaurantId, id }),
  );
