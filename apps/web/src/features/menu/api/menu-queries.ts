import { queryOptions } from '@tanstack/react-query';
import type { AttributeGroupDto, CategoryDto, PackageStepDto, ProductDto } from '@tavola/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** SPEC §4 catalogue modes: pinned products, one category, or search results. */
export type CatalogueMode =
  | { kind: 'pinned' }
  | { kind: 'category'; id: number }
  | { kind: 'search'; term: string };

export const categoriesQuery = (api: ApiClient, lang: string) =>
  queryOptions({
    queryKey: ['categories', lang],
    queryFn: ({ signal }) =>
      api.get<{ data: CategoryDto[] }>('restaurant/category', {}, signal).then((b) => b.data),
  });

export const pinnedProductsQuery = (api: ApiClient, lang: string) =>
  queryOptions({
    queryKey: ['products', lang, 'pinned'] as (string | number)[],
    queryFn: ({ signal }) =>
      api.get<{ data: ProductDto[] }>('restaurant/pinned-products', {}, signal).then((b) => b.data),
  });

export function productsQuery(api: ApiClient, lang: string, mode: CatalogueMode) {
  if (mode.kind === 'pinned') return pinnedProductsQuery(api, lang);
  return queryOptions({
    queryKey: ['products', lang, mode.kind, mode.kind === 'category' ? mode.id : mode.term],
    queryFn: ({ signal }) =>
      (mode.kind === 'category'
        ? api.get<{ data: ProductDto[] }>('restaurant/products', { categoryId: mode.id }, signal)
        : api.get<{ data: ProductDto[] }>('restaurant/search-products', { name: mode.term }, signal)
      ).then((b) => b.data),
  });
}

export const packageStepsQuery = (api: ApiClient, lang: string, productId: number) =>
  queryOptions({
    queryKey: ['package-steps', lang, productId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: PackageStepDto[] }>('restaurant/product-packages', { productId }, signal)
        .then((b) => b.data),
  });

export const attributeGroupsQuery = (api: ApiClient, lang: string, categoryId: number) =>
  queryOptions({
    queryKey: ['attribute-groups', lang, categoryId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { productId: number; groups: AttributeGroupDto[] }[] }>(
          'restaurant/category-attributes-items',
          { categoryId },
          signal,
        )
        .then((b) => b.data),
  });
