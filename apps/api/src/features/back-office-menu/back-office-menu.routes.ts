import {
  categoryBodySchema,
  categoryResponseSchema,
  managerMenuResponseSchema,
  managerOptionGroupsResponseSchema,
  managerProductResponseSchema,
  menuDoneSchema,
  menuQuerySchema,
  menuRefSchema,
  packageStepsBodySchema,
  productBodySchema,
  productResponseSchema,
  reorderCategoriesBodySchema,
  reorderProductsBodySchema,
  subcategoryBodySchema,
  subcategoryResponseSchema,
  updateCategoryBodySchema,
  updateProductBodySchema,
  updateSubcategoryBodySchema,
  visibilityBodySchema,
} from '@tavola/contracts';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { categoryName, productName } from '../activity';
import { managedRestaurant, requireManagerId } from '../manager-access';
import {
  archiveProduct,
  duplicateProduct,
  listOptionGroups,
  type MenuView,
  readMenu,
  readProduct,
  removeSubcategory,
  reorder,
  saveCategory,
  savePackageSteps,
  saveProduct,
  saveSubcategory,
  setCategoryHidden,
  setProductHidden,
} from './menu.service';

const tags = ['managers'];

/**
 * Issue 20 (back office): a manager's menu — categories, products and their option groups —
 * read and written for a restaurant the manager runs. Every write drops this process's cached
 * menu answers so the storefront shows it at once; other processes follow within MENU_CACHE_MS
 * (decision 006).
 */
export function backOfficeMenuRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, menuCache } = deps;
  const success = (request: FastifyRequest, key: ServerMessageKey) => ({
    type: 'success' as const,
    body: serverTranslator(requestLocale(request))(key),
    code: key,
  });
  const view = async (request: FastifyRequest, restaurantId: number): Promise<MenuView> => {
    const { restaurant } = await managedRestaurant(deps, request.principal, restaurantId);
    return { restaurant, locale: requestLocale(request) };
  };
  const changed = (restaurantId: number) => menuCache.invalidate(`${restaurantId}:`);

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/menu',
      { schema: { tags, querystring: menuQuerySchema, response: { 200: managerMenuResponseSchema } } },
      async (request) => ({ data: await readMenu(db, await view(request, request.query.restaurantId)) }),
    );

    app.post(
      '/managers/menu/categories/create',
      {
        config: { activity: { kind: 'menu.category.create' } },
        schema: { tags, body: categoryBodySchema, response: { 200: categoryResponseSchema } },
      },
      async (request) => {
        const data = await saveCategory(db, await view(request, request.body.restaurantId), request.body);
        changed(request.body.restaurantId);
        return { data, message: success(request, 'menu_category_saved') };
      },
    );

    app.post(
      '/managers/menu/categories/update',
      {
        config: { activity: { kind: 'menu.category.update' } },
        schema: { tags, body: updateCategoryBodySchema, response: { 200: categoryResponseSchema } },
      },
      async (request) => {
        const { id, ...body } = request.body;
        const data = await saveCategory(db, await view(request, body.restaurantId), body, id);
        changed(body.restaurantId);
        return { data, message: success(request, 'menu_category_saved') };
      },
    );

    app.post(
      '/managers/menu/categories/reorder',
      {
        config: { activity: { kind: 'menu.category.reorder', subject: () => null } },
        schema: {
          tags,
          description: "The restaurant's categories in their new order: every category, each once.",
          body: reorderCategoriesBodySchema,
          response: { 200: menuDoneSchema },
        },
      },
      async (request) => {
        await reorder(
          db,
          await view(request, request.body.restaurantId),
          { categories: true },
          request.body.ids,
        );
        changed(request.body.restaurantId);
        return { message: success(request, 'menu_reordered') };
      },
    );

    app.post(
      '/managers/menu/categories/visibility',
      {
        config: {
          activity: {
            kind: 'menu.category.visibility',
            kindOf: (body) => (body.hidden ? 'menu.category.hide' : 'menu.category.show'),
            subject: categoryName,
          },
        },
        schema: { tags, body: visibilityBodySchema, response: { 200: menuDoneSchema } },
      },
      async (request) => {
        const { restaurantId, id, hidden } = request.body;
        await setCategoryHidden(db, await view(request, restaurantId), id, hidden);
        changed(restaurantId);
        return { message: success(request, hidden ? 'menu_hidden' : 'menu_shown') };
      },
    );

    app.post(
      '/managers/menu/subcategories/create',
      {
        config: { activity: { kind: 'menu.subcategory.create' } },
        schema: { tags, body: subcategoryBodySchema, response: { 200: subcategoryResponseSchema } },
      },
      async (request) => {
        const data = await saveSubcategory(db, await view(request, request.body.restaurantId), request.body);
        changed(request.body.restaurantId);
        return { data, message: success(request, 'menu_category_saved') };
      },
    );

    app.post(
      '/managers/menu/subcategories/update',
      {
        config: { activity: { kind: 'menu.subcategory.update' } },
        schema: { tags, body: updateSubcategoryBodySchema, response: { 200: subcategoryResponseSchema } },
      },
      async (request) => {
        const { id, ...body } = request.body;
        const data = await saveSubcategory(db, await view(request, body.restaurantId), body, id);
        changed(body.restaurantId);
        return { data, message: success(request, 'menu_category_saved') };
      },
    );

    app.post(
      '/managers/menu/subcategories/delete',
      {
        config: { activity: { kind: 'menu.subcategory.delete' } },
        schema: {
          tags,
          description: 'Deletes a subcategory; its products stay in the category, outside any section.',
          body: menuRefSchema,
          response: { 200: menuDoneSchema },
        },
      },
      async (request) => {
        await removeSubcategory(db, await view(request, request.body.restaurantId), request.body.id);
        changed(request.body.restaurantId);
        return { message: success(request, 'menu_category_deleted') };
      },
    );

    app.get(
      '/managers/menu/product',
      { schema: { tags, querystring: menuRefSchema, response: { 200: managerProductResponseSchema } } },
      async (request) => ({
        data: await readProduct(db, await view(request, request.query.restaurantId), request.query.id),
      }),
    );

    app.get(
      '/managers/menu/option-groups',
      {
        schema: { tags, querystring: menuQuerySchema, response: { 200: managerOptionGroupsResponseSchema } },
      },
      async (request) => ({
        data: await listOptionGroups(db, await view(request, request.query.restaurantId)),
      }),
    );

    app.post(
      '/managers/menu/products/create',
      {
        config: { activity: { kind: 'menu.product.create' } },
        schema: { tags, body: productBodySchema, response: { 200: productResponseSchema } },
      },
      async (request) => {
        const data = await saveProduct(db, await view(request, request.body.restaurantId), request.body);
        changed(request.body.restaurantId);
        return { data, message: success(request, 'menu_product_saved') };
      },
    );

    app.post(
      '/managers/menu/products/update',
      {
        config: { activity: { kind: 'menu.product.update' } },
        schema: { tags, body: updateProductBodySchema, response: { 200: productResponseSchema } },
      },
      async (request) => {
        const { id, ...body } = request.body;
        const data = await saveProduct(db, await view(request, body.restaurantId), body, id);
        changed(body.restaurantId);
        return { data, message: success(request, 'menu_product_saved') };
      },
    );

    app.post(
      '/managers/menu/products/package-steps',
      {
        config: { activity: { kind: 'menu.product.steps' } },
        schema: {
          tags,
          description: "A set menu's steps, replaced whole (steps and choices keep their ids).",
          body: packageStepsBodySchema,
          response: { 200: productResponseSchema },
        },
      },
      async (request) => {
        const data = await savePackageSteps(db, await view(request, request.body.restaurantId), request.body);
        changed(request.body.restaurantId);
        return { data, message: success(request, 'menu_package_saved') };
      },
    );

    app.post(
      '/managers/menu/products/reorder',
      {
        config: { activity: { kind: 'menu.product.reorder', subject: () => null } },
        schema: {
          tags,
          description: "One category's products in their new order: every product of it, each once.",
          body: reorderProductsBodySchema,
          response: { 200: menuDoneSchema },
        },
      },
      async (request) => {
        const { restaurantId, category_id: categoryId, ids } = request.body;
        await reorder(db, await view(request, restaurantId), { categoryId }, ids);
        changed(restaurantId);
        return { message: success(request, 'menu_reordered') };
      },
    );

    app.post(
      '/managers/menu/products/visibility',
      {
        config: {
          activity: {
            kind: 'menu.product.visibility',
            kindOf: (body) => (body.hidden ? 'menu.product.hide' : 'menu.product.show'),
            subject: productName,
          },
        },
        schema: { tags, body: visibilityBodySchema, response: { 200: menuDoneSchema } },
      },
      async (request) => {
        const { restaurantId, id, hidden } = request.body;
        await setProductHidden(db, await view(request, restaurantId), id, hidden);
        changed(restaurantId);
        return { message: success(request, hidden ? 'menu_hidden' : 'menu_shown') };
      },
    );

    app.post(
      '/managers/menu/products/duplicate',
      {
        config: { activity: { kind: 'menu.product.duplicate' } },
        schema: { tags, body: menuRefSchema, response: { 200: productResponseSchema } },
      },
      async (request) => {
        const data = await duplicateProduct(
          db,
          await view(request, request.body.restaurantId),
          request.body.id,
        );
        changed(request.body.restaurantId);
        return { data, message: success(request, 'menu_product_duplicated') };
      },
    );

    app.post(
      '/managers/menu/products/delete',
      {
        config: { activity: { kind: 'menu.product.delete', subject: productName } },
        schema: {
          tags,
          description:
            'Archives the product (decision 037): guests cannot see or order it; past orders keep it.',
          body: menuRefSchema,
          response: { 200: menuDoneSchema },
        },
      },
      async (request) => {
        await archiveProduct(db, await view(request, request.body.restaurantId), request.body.id);
        changed(request.body.restaurantId);
        return { message: success(request, 'menu_product_deleted') };
      },
    );
  };
}
