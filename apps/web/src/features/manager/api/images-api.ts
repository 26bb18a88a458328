import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ImageResponse, ImageTarget, RestaurantImages } from '@tavola/contracts';
import type { ManagerApi } from './manager-api';
import { menuKeys } from './menu-api';

/** Issue 20 (back office): the images of products and categories, the restaurant's logo and cover. */

export const imagesKey = (restaurantId: number) => ['manager', restaurantId, 'images'] as const;

export const restaurantImagesQuery = (api: ManagerApi, restaurantId: number) =>
  queryOptions({
    queryKey: imagesKey(restaurantId),
    queryFn: () =>
      api.get<{ data: RestaurantImages }>('managers/images', { restaurantId }).then((a) => a.data),
  });

/** What an image field calls: upload a file (with its progress) or remove the image. */
export interface ImageSlotCalls {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<ImageResponse>;
  remove: () => Promise<ImageResponse>;
}

/** The calls for one slot; after each, what shows the image is read afresh. */
export function useImageSlot(
  api: ManagerApi,
  restaurantId: number,
  target: ImageTarget,
  id?: number,
): ImageSlotCalls {
  const queryClient = useQueryClient();
  const ref = { restaurantId, target, id };
  const refresh = <T>(answer: T) => {
    void queryClient.invalidateQueries({
      queryKey:
        target === 'logo' || target === 'cover' ? imagesKey(restaurantId) : menuKeys.all(restaurantId),
    });
    return answer;
  };
  return {
    upload: (file, onProgress) =>
      api.upload<ImageResponse>('managers/images/upload', ref, file, onProgress).then(refresh),
    remove: () =>
      api
        .post<ImageResponse>(
          `managers/images/remove?${new URLSearchParams(
            Object.entries(ref).flatMap(([key, value]) =>
              value === undefined ? [] : [[key, String(value)]],
            ),
          )}`,
          {},
        )
        .then(refresh),
  };
}
