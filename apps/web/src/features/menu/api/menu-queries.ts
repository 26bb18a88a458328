import { queryOptions } from '@tanstack/react-query';
import type { AttributeGroupDto, CategoryDto, PackageStepDto, ProductDto } from '@tavola/contracts';
import type { DeliveryType } from '@tavola/domain';
import type { ApiClient } from '../../../lib/api-client';

/** SPEC §4 catalogue modes: pinned products, one category, or search results. */
export type CatalogueMode =
  | { kind: 'pinned' }
  | { kind: 'category'; id: number }
  | { kind: 'search'; term: string };

/**
 * The menu's lists are narrowed to what the guest's delivery type offers (the basket's, or
 * the chosen one), so the type is part of every list's key: changing it reloads them.
 */
export type MenuType = DeliveryType | undefined;

export const categoriesQuery = (api: ApiClient, lang: string, deliveryType: MenuType) =>
  queryOptions({
    queryKey: ['categories', lang, deliveryType ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<{ data: CategoryDto[] }>('restaurant/category', { deliveryType }, signal).then((b) => b.data),
  });

/** `delivery_time`: the basket's chosen time, at which the pinned products' availability is judged. */
export const pinnedProductsQuery = (
  api: ApiClient,
  lang: string,
  deliveryType: MenuType,
  delivery_time?: string,
) =>
  queryOptions({
    // without a time the key is the one the server-rendered page was made with (decision 035)
    queryKey: [
      'products',
      lang,
      deliveryType ?? 'all',
      'pinned',
      ...(delivery_time ? [delivery_time] : []),
    ] as (string | number)[],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ProductDto[] }>('restaurant/pinned-products', { deliveryType, delivery_time }, signal)
        .then((b) => b.data),
  });

/**
 * `delivery_time` ('YYYY-MM-DD HH:MM'): the products' availability (happy hours) is judged at that
 * time, not now; event mode asks at the booked slot (SPEC §4 Ticketing).
 */
export function productsQuery(
  api: ApiClient,
  lang: string,
  deliveryType: MenuType,
  mode: CatalogueMode,
  delivery_time?: string,
) {
  if (mode.kind === 'pinned') return pinnedProductsQuery(api, lang, deliveryType, delivery_time);
  return queryOptions({
    queryKey: [
      'products',
      lang,
      deliveryType ?? 'all',
      mode.kind,
      mode.kind === 'category' ? mode.id : mode.term,
      delivery_time ?? '',
    ],
    queryFn: ({ signal }) =>
      (mode.kind === 'category'
        ? api.get<{ data: ProductDto[] }>(
            'restaurant/products',
            { categoryId: mode.id, deliveryType, delivery_time },
            signal,
          )
        : api.get<{ data: ProductDto[] }>(
            'restaurant/search-products',
            { name: mode.term, deliveryType, delivery_time },
            signal,
          )
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
