import {
  categoryListResponseSchema,
  categoryQuerySchema,
  pinnedProductsQuerySchema,
  productListResponseSchema,
  productsQuerySchema,
} from '@tavola/contracts';
import { requestLocale } from '../../plugins/locale';
import { encodesItself, viewKey } from './cached-menu-answer';
import { listCategories, listProducts, menuView } from './catalogue.service';
import type { CatalogueRoutes } from './catalogue-routes-kit';

/** What the menu page lists: its categories, a category's products and the pinned ones. */
export const menuListRoutes: CatalogueRoutes = (
  app,
  { db, requireRestaurant, tags, sendCached, categoryNote, requireCategory },
) => {
  app.get(
    '/restaurant/category',
    {
      ...encodesItself,
      schema: { tags, querystring: categoryQuerySchema, response: { 200: categoryListResponseSchema } },
    },
    async (request, reply) => {
      const restaurant = await requireRestaurant(request.query.restaurantId);
      const view = menuView(restaurant, requestLocale(request), request.query);
      const extra = request.query.extra ?? false;
      return sendCached(
        reply,
        `${viewKey(restaurant.id, view)}:category:${extra}`,
        categoryListResponseSchema,
        async () => ({
          data: await listCategories(db, restaurant.id, extra, view),
        }),
      );
    },
  );

  app.get(
    '/restaurant/products',
    {
      ...encodesItself,
      schema: { tags, querystring: productsQuerySchema, response: { 200: productListResponseSchema } },
    },
    async (request, reply) => {
      const restaurant = await requireRestaurant(request.query.restaurantId);
      const { categoryId } = request.query;
      const view = menuView(restaurant, requestLocale(request), request.query);
      return sendCached(
        reply,
        `${viewKey(restaurant.id, view)}:products:${categoryId}`,
        productListResponseSchema,
        async () => {
          await requireCategory(restaurant.id, categoryId);
          const products = await listProducts(db, restaurant.id, { categoryId }, view);
          return {
            data: products,
            ...(products.length === 0 && categoryNote(view, 'category_no_products')),
          };
        },
      );
    },
  );

  app.get(
    '/restaurant/pinned-products',
    {
      ...encodesItself,
      schema: {
        tags,
        querystring: pinnedProductsQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request, reply) => {
      const restaurant = await requireRestaurant(request.query.restaurantId);
      const view = menuView(restaurant, requestLocale(request), request.query);
      return sendCached(
        reply,
        `${viewKey(restaurant.id, view)}:pinned`,
        productListResponseSchema,
        async () => ({
          data: await listProducts(db, restaurant.id, { pinned: true }, view),
        }),
      );
    },
  );
};
