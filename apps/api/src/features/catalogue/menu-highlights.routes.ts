import {
  happyHourQuerySchema,
  happyHourResponseSchema,
  mostSellingQuerySchema,
  productListResponseSchema,
} from '@tavola/contracts';
import { requestLocale } from '../../plugins/locale';
import { listMostSelling, listProducts, menuView } from './catalogue.service';
import type { CatalogueRoutes } from './catalogue-routes-kit';

/** The products a menu highlights: those with a happy hour (and when), and the most sold. */
export const menuHighlightRoutes: CatalogueRoutes = (
  app,
  { db, requireRestaurant, tags, requireCategory },
) => {
  app.get(
    '/restaurant/products-happyHour-time',
    { schema: { tags, querystring: happyHourQuerySchema, response: { 200: happyHourResponseSchema } } },
    async (request) => {
      const restaurant = await requireRestaurant(request.query.restaurantId);
      const { categoryId } = request.query;
      if (categoryId !== undefined) await requireCategory(restaurant.id, categoryId);
      const view = menuView(restaurant, requestLocale(request), request.query);
      const filter = categoryId !== undefined ? { categoryId } : { pinned: true as const };
      const products = await listProducts(db, restaurant.id, filter, view);
      return {
        data: products
          .filter((product) => product.happyHours.length > 0)
          .map((product) => ({
            productId: product.id,
            happyHours: product.happyHours,
            available: product.available,
          })),
      };
    },
  );

  app.get(
    '/restaurant/most-selling',
    { schema: { tags, querystring: mostSellingQuerySchema, response: { 200: productListResponseSchema } } },
    async (request) => {
      const restaurant = await requireRestaurant(request.query.restaurantId);
      const view = menuView(restaurant, requestLocale(request), request.query);
      return { data: await listMostSelling(db, restaurant.id, request.query.limit ?? 8, view) };
    },
  );
};
