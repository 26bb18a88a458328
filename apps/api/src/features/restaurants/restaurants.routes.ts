import {
  informationPagesResponseSchema,
  legalContentResponseSchema,
  postalCodesResponseSchema,
  restaurantBySlugQuerySchema,
  restaurantIdResponseSchema,
  restaurantInfoResponseSchema,
  restaurantQuerySchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import { resolveText } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { deliveryAreasOf, findRestaurantBySlug, restaurantDetails } from './restaurant.repository';
import { restaurantInfo, restaurantLocale } from './restaurant-info.service';

const tags = ['restaurant'];

export function restaurantRoutes({
  db,
  credentials,
  requireRestaurant,
  config,
}: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/restaurant/restaurant-by-id',
      {
        schema: { tags, querystring: restaurantQuerySchema, response: { 200: restaurantInfoResponseSchema } },
      },
      async (request) => {
        const row = await requireRestaurant(request.query.restaurantId);
        return {
          data: await restaurantInfo(db, credentials, row, requestLocale(request), {
            storageUrl: config.publicUrl,
          }),
        };
      },
    );

    app.get(
      '/restaurant/restaurant-by-slug',
      {
        schema: {
          tags,
          querystring: restaurantBySlugQuerySchema,
          response: { 200: restaurantInfoResponseSchema },
        },
      },
      async (request) => {
        const row = await findRestaurantBySlug(db, request.query.slug);
        if (!row) throw notFound('restaurant_not_exist');
        return {
          data: await restaurantInfo(db, credentials, row, requestLocale(request), {
            storageUrl: config.publicUrl,
          }),
        };
      },
    );

    app.get(
      '/restaurant/id',
      {
        schema: {
          tags,
          querystring: restaurantBySlugQuerySchema,
          response: { 200: restaurantIdResponseSchema },
        },
      },
      async (request) => {
        const row = await findRestaurantBySlug(db, request.query.slug);
        if (!row) throw notFound('restaurant_not_exist');
        return { data: { id: row.id } };
      },
    );

    app.get(
      '/restaurant/imprint',
      { schema: { tags, querystring: restaurantQuerySchema, response: { 200: legalContentResponseSchema } } },
      async (request) => {
        const row = await requireRestaurant(request.query.restaurantId);
        const locale = requestLocale(request);
        const legal = await db
          .select()
          .from(schema.legalContents)
          .where(eq(schema.legalContents.restaurantId, row.id));
        const text = (kind: string) =>
          resolveText(legal.find((entry) => entry.kind === kind)?.content, locale, restaurantLocale(row));
        return {
          data: {
            about_us: text('about_us'),
            privacy_policy: text('privacy_policy'),
            imprint: text('imprint'),
            terms_and_conditions: text('terms_and_conditions'),
          },
        };
      },
    );

    app.get(
      '/restaurant/informationPages',
      {
        schema: {
          tags,
          querystring: restaurantQuerySchema,
          response: { 200: informationPagesResponseSchema },
        },
      },
      async (request) => {
        const row = await requireRestaurant(request.query.restaurantId);
        const locale = requestLocale(request);
        const { pages } = await restaurantDetails(db, row.id);
        const fallback = restaurantLocale(row);
        return {
          data: pages.map((page) => ({
            id: page.id,
            title: resolveText(page.title, locale, fallback),
            content: resolveText(page.content, locale, fallback),
          })),
        };
      },
    );

    app.get(
      '/restaurant/postalCodes',
      { schema: { tags, querystring: restaurantQuerySchema, response: { 200: postalCodesResponseSchema } } },
      async (request) => {
        const row = await requireRestaurant(request.query.restaurantId);
        const areas = await deliveryAreasOf(db, row.id);
        return {
          data: areas.map((area) => ({
            postal_code: area.postalCode,
            shipping_price: area.shippingPrice,
            minimum_order_value: area.minimumOrderValue,
            free_from: area.freeFrom,
          })),
        };
      },
    );
  };
}
