import {
  productListResponseSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  searchProductsQuerySchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import { resolveText } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import { requestLocale } from '../../plugins/locale';
import { assertOffered, restaurantLocale } from '../restaurants';
import { encodesItself, viewKey } from './cached-menu-answer';
import { listProducts, menuView } from './catalogue.service';
import type { CatalogueRoutes } from './catalogue-routes-kit';

/** A guest's search of the menu: the matching products, and (at most 20) names with their category. */
export const productSearchRoutes: CatalogueRoutes = (app, { db, requireRestaurant, tags, sendCached }) => {
  app.get(
    '/restaurant/search-products',
    {
      ...encodesItself,
      schema: {
        tags,
        querystring: searchProductsQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request, reply) => {
      const restaurant = await requireRestaurant(request.query.restaurantId);
      // SPEC §6: search depends on the restaurant's setting; the server refuses what the page hides
      assertOffered(restaurant, 'search', 'search_unavailable');
      const view = menuView(restaurant, requestLocale(request), request.query);
      const term = request.query.name.toLowerCase();
      return sendCached(
        reply,
        `${viewKey(restaurant.id, view)}:search:${term}`,
        productListResponseSchema,
        async () => ({
          data: await listProducts(db, restaurant.id, { search: request.query.name }, view),
        }),
      );
    },
  );

  app.get(
    '/restaurant/product/search',
    {
      schema: {
        tags,
        querystring: productSearchQuerySchema,
        response: { 200: productSearchResponseSchema },
      },
    },
    async (request) => {
      const restaurant = await requireRestaurant(request.query.restaurantId);
      assertOffered(restaurant, 'search', 'search_unavailable');
      const locale = requestLocale(request);
      const fallback = restaurantLocale(restaurant);
      const view = menuView(restaurant, locale, {});
      const [products, categories] = await Promise.all([
        listProducts(db, restaurant.id, { search: request.query.query }, view),
        db.select().from(schema.categories).where(eq(schema.categories.restaurantId, restaurant.id)),
      ]);
      return {
        data: products.slice(0, 20).map((product) => ({
          id: product.id,
          name: product.name,
          category_id: product.category_id,
          category_name: resolveText(
            categories.find((c) => c.id === product.category_id)?.name,
            locale,
            fallback,
          ),
        })),
      };
    },
  );
};
