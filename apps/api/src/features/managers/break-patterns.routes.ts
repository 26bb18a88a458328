import {
  breakPatternBodySchema,
  breakPatternDeletedSchema,
  breakPatternRefSchema,
  breakPatternResponseSchema,
  breakPatternsQuerySchema,
  breakPatternsResponseSchema,
  managerProductsResponseSchema,
  updateBreakPatternBodySchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import { resolveText } from '@tavola/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireManagerId, successMessage } from '../manager-access';
import { restaurantLocale } from '../restaurants';
import {
  createBreakPattern,
  deleteBreakPattern,
  listBreakPatterns,
  stopBreakPattern,
  updateBreakPattern,
} from './break-patterns.service';
import { managerView } from './manager-view';

const tags = ['managers'];

/** SPEC §7 managers/break-patterns: products paused on a weekly pattern, and the products to choose from. */
export function breakPatternRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, menuCache } = deps;
  // a pattern changes what the menu offers: the restaurant's cached menu answers go (decision 006)
  const menuChanged = (restaurantId: number) => menuCache.invalidate(`${restaurantId}:`);

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/products',
      {
        schema: {
          tags,
          querystring: breakPatternsQuerySchema,
          response: { 200: managerProductsResponseSchema },
        },
      },
      async (request) => {
        const { view } = await managerView(deps, request, request.query.restaurantId);
        const fallback = restaurantLocale(view.restaurant);
        const rows = await db
          .select({ id: schema.products.id, name: schema.products.name, category: schema.categories.name })
          .from(schema.products)
          .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
          .where(eq(schema.products.restaurantId, view.restaurant.id))
          .orderBy(asc(schema.categories.priority), asc(schema.products.priority), asc(schema.products.id));
        return {
          data: rows.map((row) => ({
            id: row.id,
            name: resolveText(row.name, view.locale, fallback),
            category: resolveText(row.category, view.locale, fallback),
          })),
        };
      },
    );

    app.get(
      '/managers/break-patterns',
      {
        schema: {
          tags,
          querystring: breakPatternsQuerySchema,
          response: { 200: breakPatternsResponseSchema },
        },
      },
      async (request) => {
        const { view } = await managerView(deps, request, request.query.restaurantId);
        return { data: await listBreakPatterns(db, view) };
      },
    );

    app.post(
      '/managers/break-patterns/create',
      {
        config: { activity: { kind: 'menu.pattern.create' } },
        schema: { tags, body: breakPatternBodySchema, response: { 200: breakPatternResponseSchema } },
      },
      async (request) => {
        const { view } = await managerView(deps, request, request.body.restaurantId);
        const data = await createBreakPattern(db, view, request.body);
        menuChanged(view.restaurant.id);
        return { data, message: successMessage(request, 'pattern_created') };
      },
    );

    app.post(
      '/managers/break-patterns/update',
      {
        config: { activity: { kind: 'menu.pattern.update' } },
        schema: { tags, body: updateBreakPatternBodySchema, response: { 200: breakPatternResponseSchema } },
      },
      async (request) => {
        const { view } = await managerView(deps, request, request.body.restaurantId);
        const data = await updateBreakPattern(db, view, request.body.id, request.body);
        menuChanged(view.restaurant.id);
        return { data, message: successMessage(request, 'pattern_updated') };
      },
    );

    app.post(
      '/managers/break-patterns/stop',
      {
        config: { activity: { kind: 'menu.pattern.stop' } },
        schema: { tags, body: breakPatternRefSchema, response: { 200: breakPatternResponseSchema } },
      },
      async (request) => {
        const { view } = await managerView(deps, request, request.body.restaurantId);
        const data = await stopBreakPattern(db, view, request.body.id);
        menuChanged(view.restaurant.id);
        return { data, message: successMessage(request, 'pattern_stopped') };
      },
    );

    app.post(
      '/managers/break-patterns/delete',
      {
        config: { activity: { kind: 'menu.pattern.delete' } },
        schema: { tags, body: breakPatternRefSchema, response: { 200: breakPatternDeletedSchema } },
      },
      async (request) => {
        const { view } = await managerView(deps, request, request.body.restaurantId);
        await deleteBreakPattern(db, view, request.body.id);
        menuChanged(view.restaurant.id);
        return { message: successMessage(request, 'pattern_deleted') };
      },
    );
  };
}
