import {
  categoryAttributesQuerySchema,
  categoryAttributesResponseSchema,
  categoryListResponseSchema,
  categoryQuerySchema,
  happyHourQuerySchema,
  happyHourResponseSchema,
  mostSellingQuerySchema,
  pinnedProductsQuerySchema,
  productListResponseSchema,
  productPackagesQuerySchema,
  productPackagesResponseSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productsQuerySchema,
  searchProductsQuerySchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import { resolveText } from '@tavola/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { restaurantLocale } from '../restaurants';
import {
  listAttributeGroups,
  listCategories,
  listMostSelling,
  listPackageSteps,
  listProducts,
  menuView,
} from './catalogue.service';

const tags = ['catalogue'];

export function catalogueRoutes({ db, requireRestaurant }: AppDeps): FastifyPluginAsyncZod {
  async function requireCategory(restaurantId: number, categoryId: number) {
    const [category] = await db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(and(eq(schema.categories.id, categoryId), eq(schema.categories.restaurantId, restaurantId)));
    if (!category) throw notFound('category_not_exist');
  }

  return async (app) => {
    app.get(
      '/restaurant/category',
      { schema: { tags, querystring: categoryQuerySchema, response: { 200: categoryListResponseSchema } } },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const view = menuView(restaurant, requestLocale(request), request.query);
        return { data: await listCategories(db, restaurant.id, request.query.extra ?? false, view) };
      },
    );

    app.get(
      '/restaurant/products',
      { schema: { tags, querystring: productsQuerySchema, response: { 200: productListResponseSchema } } },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        await requireCategory(restaurant.id, request.query.categoryId);
        const view = menuView(restaurant, requestLocale(request), request.query);
        return {
          data: await listProducts(db, restaurant.id, { categoryId: request.query.categoryId }, view),
        };
      },
    );

    app.get(
      '/restaurant/pinned-products',
      {
        schema: {
          tags,
          querystring: pinnedProductsQuerySchema,
          response: { 200: productListResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const view = menuView(restaurant, requestLocale(request), request.query);
        return { data: await listProducts(db, restaurant.id, { pinned: true }, view) };
      },
    );

    app.get(
      '/restaurant/search-products',
      {
        schema: {
          tags,
          querystring: searchProductsQuerySchema,
          response: { 200: productListResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const view = menuView(restaurant, requestLocale(request), request.query);
        return { data: await listProducts(db, restaurant.id, { search: request.query.name }, view) };
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

    app.get(
      '/restaurant/product-packages',
      {
        schema: {
          tags,
          querystring: productPackagesQuerySchema,
          response: { 200: productPackagesResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
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
        const view = menuView(restaurant, requestLocale(request), request.query);
        return { data: await listPackageSteps(db, restaurant.id, request.query.productId, view) };
      },
    );

    app.get(
      '/restaurant/category-attributes-items',
      {
        schema: {
          tags,
          querystring: categoryAttributesQuerySchema,
          response: { 200: categoryAttributesResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        await requireCategory(restaurant.id, request.query.categoryId);
        const view = menuView(restaurant, requestLocale(request), request.query);
        const products = await listProducts(
          db,
          restaurant.id,
          { categoryId: request.query.categoryId },
          view,
        );
        const ids = products.filter((product) => product.extra).map((product) => product.id);
        return { data: await listAttributeGroups(db, restaurant.id, ids, view) };
      },
    );

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
}
