import {
  menuDoneSchema,
  menuRefSchema,
  subcategoryBodySchema,
  subcategoryResponseSchema,
  updateSubcategoryBodySchema,
} from '@tavola/contracts';
import type { MenuRoutes } from './menu-routes-kit';
import { removeSubcategory, saveSubcategory } from './subcategories.service';

/** A category's subcategories (its sections): created, renamed and deleted. */
export const subcategoryRoutes: MenuRoutes = (app, { db, tags, success, view, changed }) => {
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
};
