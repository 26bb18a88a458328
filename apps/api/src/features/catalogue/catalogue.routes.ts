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
import { serverTranslator } from '@tavola/i18n';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound } from '../../lib/http-error';
import { acceptedEncoding, compressedOnce, compressThreshold } from '../../lib/precompressed';
import { requestLocale } from '../../plugins/locale';
import { assertOffered, restaurantLocale } from '../restaurants';
import {
  listAttributeGroups,
  listCategories,
  listMostSelling,
  listPackageSteps,
  listProducts,
  type MenuView,
  menuView,
} from './catalogue.service';

const tags = ['catalogue'];

export function catalogueRoutes({ db, requireRestaurant, menuCache }: AppDeps): FastifyPluginAsyncZod {
  /** One restaurant's menu as one guest sees it: language, delivery type, the minute ordered for. */
  // today is part of the view: a pre-ordered happy hour's days start there (decision 047)
  const viewKey = (restaurantId: number, view: MenuView) =>
    `${restaurantId}:${view.locale}:${view.deliveryType ?? ''}:${view.moment.date}T${view.moment.minutes}:${view.ownDates.min}`;

  /**
   * Answers from the short-lived menu cache; the contract is checked when the entry is made,
   * and a compressed copy is made once per entry (issue 21), not per request.
   */
  async function sendCached(
    reply: FastifyReply,
    key: string,
    contract: z.ZodType,
    compute: () => Promise<unknown>,
  ) {
    const body = await menuCache.get(key, async () => JSON.stringify(contract.parse(await compute())));
    reply.type('application/json; charset=utf-8');
    const encoding =
      body.length >= compressThreshold
        ? acceptedEncoding(reply.request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(body);
    // @fastify/compress leaves an answer that names its encoding as it is
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(compressedOnce(body, encoding));
  }

  /**
   * SPEC §8 'category has no products' / 'no attributes': said beside an empty
   * answer (an info message), which the client may show or leave to its own empty state.
   */
  const categoryNote = (view: MenuView, key: 'category_no_products' | 'category_no_attributes') => ({
    message: { type: 'info' as const, body: serverTranslator(view.locale)(key), code: key },
  });

  async function requireCategory(restaurantId: number, categoryId: number) {
    const [category] = await db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(and(eq(schema.categories.id, categoryId), eq(schema.categories.restaurantId, restaurantId)));
    if (!category) throw notFound('category_not_exist');
  }

  return async (app) => {
    // sendCached encodes its answer once per cache entry: @fastify/compress's per-request hooks
    // (onRequest and onSend) would only look at it and pass it on (issue 21: ~7 % of products' CPU)
    const encodesItself = { compress: false } as const;

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
