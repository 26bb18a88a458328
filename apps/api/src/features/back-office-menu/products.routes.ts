import {
  managerProductResponseSchema,
  menuDoneSchema,
  menuRefSchema,
  productBodySchema,
  productResponseSchema,
  reorderProductsBodySchema,
  updateProductBodySchema,
  visibilityBodySchema,
} from '@tavola/contracts';
import { productName } from '../activity';
import type { MenuRoutes } from './menu-routes-kit';
import { archiveProduct, duplicateProduct, setProductHidden } from './products.service';
import { readProduct } from './read-product';
import { reorder } from './reorder-menu.service';
import { saveProduct } from './save-product.service';

/** A menu's products: read, created, changed, reordered, hidden, copied and archived. */
export const productRoutes: MenuRoutes = (app, { db, tags, success, view, changed }) => {
  app.get(
    '/managers/menu/product',
    { schema: { tags, querystring: menuRefSchema, response: { 200: managerProductResponseSchema } } },
    async (request) => ({
      data: await readProduct(db, await view(request, request.query.restaurantId), request.query.id),
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
