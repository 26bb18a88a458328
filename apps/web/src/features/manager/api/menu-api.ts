import { queryOptions } from '@tanstack/react-query';
import type {
  CategoryBody,
  ManagerCategory,
  ManagerMenu,
  ManagerOptionGroup,
  ManagerProduct,
  PackageStepsBody,
  ProductBody,
} from '@tavola/contracts';
import type { ManagerApi } from './manager-api';
import { type Done, type Saved, type SaveInput, type Scoped, saveRow, useWrite } from './use-write';

/** Issue 20 (back office): the menu — categories, products, option groups, order and visibility. */

/** a new category, or the changes to one (`id`) */
export type SaveCategoryInput = SaveInput<CategoryBody>;
/** a new product, or the changes to one (`id`) */
export type SaveProductInput = SaveInput<ProductBody>;
export type ReorderInput = { ids: number[]; category_id?: number };
export type VisibilityInput = { kind: 'categories' | 'products'; id: number; hidden: boolean };

export const menuKeys = {
  all: (restaurantId: number) => ['manager', restaurantId, 'menu'] as const,
  product: (restaurantId: number, id: number) => ['manager', restaurantId, 'menu', 'product', id] as const,
};

export const managerMenuQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...menuKeys.all(restaurantId), lang],
    queryFn: () => api.get<{ data: ManagerMenu }>('managers/menu', { restaurantId }).then((a) => a.data),
  });

/** issue 34: the restaurant's shared option groups, for the editor to offer one again */
export const optionGroupsQuery = (api: ManagerApi, restaurantId: number) =>
  queryOptions({
    queryKey: [...menuKeys.all(restaurantId), 'option-groups'],
    queryFn: () =>
      api
        .get<{ data: ManagerOptionGroup[] }>('managers/menu/option-groups', { restaurantId })
        .then((a) => a.data),
  });

export const managerProductQuery = (api: ManagerApi, restaurantId: number, id: number) =>
  queryOptions({
    queryKey: menuKeys.product(restaurantId, id),
    queryFn: () =>
      api.get<{ data: ManagerProduct }>('managers/menu/product', { restaurantId, id }).then((a) => a.data),
    // the editor's draft starts from this answer; a refetch behind it would not reach the draft
    staleTime: 0,
  });

/** A write to the menu: the menu and its products are read afresh afterwards. */
const useMenuWrite = <Input, Answer>(restaurantId: number, write: (input: Input) => Promise<Answer>) =>
  useWrite([menuKeys.all(restaurantId)], write);

export const useSaveCategory = (api: ManagerApi, restaurantId: number) =>
  useMenuWrite(restaurantId, (input: SaveCategoryInput) =>
    saveRow<Saved<ManagerCategory>>(api, 'managers/menu/categories', restaurantId, input),
  );

export const useSaveProduct = (api: ManagerApi, restaurantId: number) =>
  useMenuWrite(restaurantId, (input: SaveProductInput) =>
    saveRow<Saved<ManagerProduct>>(api, 'managers/menu/products', restaurantId, input),
  );

/** Categories (no `category_id`) or one category's products in their new order. */
export const useReorder = (api: ManagerApi, restaurantId: number) =>
  useMenuWrite(restaurantId, ({ ids, category_id }: ReorderInput) =>
    category_id === undefined
      ? api.post<Done>('managers/menu/categories/reorder', { restaurantId, ids })
      : api.post<Done>('managers/menu/products/reorder', { restaurantId, category_id, ids }),
  );

export const useSetVisibility = (api: ManagerApi, restaurantId: number) =>
  useMenuWrite(restaurantId, ({ kind, id, hidden }: VisibilityInput) =>
    api.post<Done>(`managers/menu/${kind}/visibility`, { restaurantId, id, hidden }),
  );

export const useDuplicateProduct = (api: ManagerApi, restaurantId: number) =>
  useMenuWrite(restaurantId, (id: number) =>
    api.post<Saved<ManagerProduct>>('managers/menu/products/duplicate', { restaurantId, id }),
  );

export const useDeleteProduct = (api: ManagerApi, restaurantId: number) =>
  useMenuWrite(restaurantId, (id: number) =>
    api.post<Done>('managers/menu/products/delete', { restaurantId, id }),
  );

export type PackageStepsInput = Scoped<PackageStepsBody>;

/** A set menu's steps, replaced whole (after its product is saved). */
export const useSavePackageSteps = (api: ManagerApi, restaurantId: number) =>
  useMenuWrite(restaurantId, (input: PackageStepsInput) =>
    api.post<Saved<ManagerProduct>>('managers/menu/products/package-steps', { restaurantId, ...input }),
  );
