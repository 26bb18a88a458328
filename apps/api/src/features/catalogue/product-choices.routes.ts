import {
  categoryAttributesQuerySchema,
  categoryAttributesResponseSchema,
  productPackagesQuerySchema,
  productPackagesResponseSchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { encodesItself, viewKey } from './cached-menu-answer';
import { listAttributeGroups, listPackageSteps, listProducts, menuView } from './catalogue.service';
import type { CatalogueRoutes } from './catalogue-routes-kit';

/** What a guest chooses within a product: a package's steps, and its category's attribute items. */
export const productChoiceRoutes: CatalogueRoutes = (
  app,
  { db, requireRestaurant, tags, sendCached, categoryNote, requireCategory },
) => {
  app.get(
    '/restaurant/product-packages',
    {
      ...encodesItself,
      schema: {
        tags,
        querystring: productPackagesQuerySchema,
        response: { 200: productPackagesResponseSchema },
      },
    },
    async (request, reply) => {
      const restaurant = await requireRestaurant(request.query.restaurantId);
      const view = menuView(restaurant, requestLocale(request), request.query);
      const { productId } = request.query;
      return sendCached(
        reply,
        `${viewKey(restaurant.id, view)}:packages:${productId}`,
        productPackagesResponseSchema,
        async () => {
          const [product] = await db
            .select({ isPackage: schema.products.isPackage })
            .from(schema.products)
            .where(
              and(
                eq(schema.products.id, request.query.productId),
                eq(schema.products.restaurantId, restaurant.id),
              ),
            );
          if (!product) throw notFound('product_not_exist');
          if (!product.isPackage) throw new HttpError(400, 'product_has_no_package');
          return { data: await listPackageSteps(db, restaurant.id, productId, view) };
        },
      );
    },
  );

  app.get(
    '/restaurant/category-attributes-items',
    {
      ...encodesItself,
      schema: {
        tags,
        querystring: categoryAttributesQuerySchema,
        response: { 200: categoryAttributesResponseSchema },
      },
    },
    async (request, reply) => {
      const restaurant = await requireRestaurant(request.query.restaurantId);
      const { categoryId } = request.query;
      const view = menuView(restaurant, requestLocale(request), request.query);
      return sendCached(
        reply,
        `${viewKey(restaurant.id, view)}:attributes:${categoryId}`,
        categoryAttributesResponseSchema,
        async () => {
          await requireCategory(restaurant.id, categoryId);
          const products = await listProducts(db, restaurant.id, { categoryId }, view);
          const ids = products.filter((product) => product.extra).map((product) => product.id);
          const data = await listAttributeGroups(db, restaurant.id, ids, view);
          // a group exists here only through the items a product offers, so 'no attribute
          // items' cannot arise apart from 'no attributes'
          return {
            data,
            ...(products.length === 0
              ? categoryNote(view, 'category_no_products')
              : data.length === 0 && categoryNote(view, 'category_no_attributes')),
          };
        },
      );
    },
  );
};
