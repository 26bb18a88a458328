import {
  categoryBodySchema,
  categoryResponseSchema,
  menuDoneSchema,
  reorderCategoriesBodySchema,
  updateCategoryBodySchema,
  visibilityBodySchema,
} from '@tavola/contracts';
import { categoryName } from '../activity';
import { saveCategory, setCategoryHidden } from './categories.service';
import type { MenuRoutes } from './menu-routes-kit';
import { reorder } from './reorder-menu.service';

/** A menu's categories: created, renamed, reordered, hidden and shown. */
export const categoryRoutes: MenuRoutes = (app, { db, tags, success, view, changed }) => {
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
};
