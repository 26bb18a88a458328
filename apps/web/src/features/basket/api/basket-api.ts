import { queryOptions } from '@tanstack/react-query';
import type { ApiMessage, BasketDto } from '@tavola/contracts';
import type { DeliveryType } from '@tavola/domain';
import type { ApiClient } from '../../../lib/api-client';

/** SPEC §7 basket calls the menu needs (the cart's own are in cart-api.ts). */

export const basketQueryKey = (basketId: string | undefined, lang: string) => ['basket', basketId, lang];

export const basketQuery = (api: ApiClient, lang: string, basketId: string | undefined) =>
  queryOptions({
    queryKey: basketQueryKey(basketId, lang),
    queryFn: ({ signal }) =>
      api.get<{ data: BasketDto }>('basket', { basketId }, signal).then((answer) => answer.data),
    enabled: basketId !== undefined,
    staleTime: 30_000,
    // a basket that does not exist stays gone; the client already forgot it
    retry: false,
  });

export type BasketAnswer = { data: BasketDto; message?: ApiMessage };

export interface AddInput {
  productId: number;
  /** adds the units to that line (the cart's plus) */
  basketProductId?: number;
  quantity: number;
  /** pivot ids of the chosen options */
  attributeItems?: number[];
  comment?: string;
}

export interface PackageInput {
  productId: number;
  basketProductId?: number;
  quantity: number;
  productItems?: { productId: number; productPackage: number; quantity: number }[];
  comment?: string;
}

const extraInfo = (comment: string | undefined) =>
  comment?.trim() ? { comment: comment.trim() } : undefined;

export const basketApi = {
  create: (api: ApiClient, deliveryType: DeliveryType | undefined) =>
    api.post<{ data: { id: string; restaurant_id: number } }>('basket/create', { deliveryType }),

  add: (api: ApiClient, basketId: string, input: AddInput) =>
    api.post<BasketAnswer>('basket/add', {
      basketId,
      productId: input.productId,
      basketProductId: input.basketProductId,
      quantity: input.quantity,
      // SPEC §5: attributeItems sent only when non-empty
      attributeItems: input.attributeItems?.length ? input.attributeItems : undefined,
      extraInfo: extraInfo(input.comment),
    }),

  addPackage: (api: ApiClient, basketId: string, input: PackageInput) =>
    api.post<BasketAnswer>('basket/add-product-package-items', {
      basketId,
      productId: input.productId,
      basketProductId: input.basketProductId,
      quantity: input.quantity,
      productItems: input.productItems,
      extraInfo: extraInfo(input.comment),
    }),

  changeDeliveryMethod: (api: ApiClient, basketId: string, deliveryType: DeliveryType) =>
    api.post<BasketAnswer & { message: ApiMessage; removed: string[] }>('basket/change-delivery-method', {
      basketId,
      deliveryType,
    }),
};
