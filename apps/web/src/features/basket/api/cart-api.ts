import { queryOptions } from '@tanstack/react-query';
import type { CategoryDto, ProductDto } from '@tavola/contracts';
import type { DeliveryType } from '@tavola/domain';
import type { ApiClient } from '../../../lib/api-client';
import type { BasketAnswer } from './basket-api';

/** SPEC §7 basket calls of the cart (loaded with the cart, not with the menu). */

/** SPEC §2 Cart screen: the extras panel offers the products of the extra categories. */
export const extraProductsQuery = (api: ApiClient, lang: string, deliveryType: DeliveryType | undefined) =>
  queryOptions({
    queryKey: ['extra-products', lang, deliveryType],
    queryFn: async ({ signal }) => {
      const categories = await api
        .get<{ data: CategoryDto[] }>('restaurant/category', { extra: 1, deliveryType }, signal)
        .then((answer) => answer.data);
      const lists = await Promise.all(
        categories.map((category) =>
          api
            .get<{ data: ProductDto[] }>(
              'restaurant/products',
              { categoryId: category.id, deliveryType },
              signal,
            )
            .then((answer) => answer.data),
        ),
      );
      return lists.flat();
    },
  });

export const cartApi = {
  /** one unit less; the line goes at 0 */
  removeOne: (api: ApiClient, basketId: string, basketProductId: number) =>
    api.get<BasketAnswer>('basket/remove', { basketId, basketProductId }),

  deleteLine: (api: ApiClient, basketId: string, basketProductId: number) =>
    api.get<BasketAnswer>('basket/delete-basket-product', { basketId, basketProductId }),

  updateComment: (api: ApiClient, basketId: string, basketProductId: number, comment: string) =>
    api.post<BasketAnswer>('basket/update-extraInfo', { basketId, basketProductId, comment: comment.trim() }),

  updateTableCapacity: (api: ApiClient, basketId: string, adults: number, children: number) =>
    api.post<BasketAnswer>('basket/update-basket-extraInfo', {
      basketId,
      table_capacity: { adults, children },
    }),
};
