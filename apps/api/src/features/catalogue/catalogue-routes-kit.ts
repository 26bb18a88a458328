import { schema } from '@tavola/db';
import { serverTranslator } from '@tavola/i18n';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { cachedMenuAnswer } from './cached-menu-answer';
import type { MenuView } from './catalogue.service';

/** What every storefront menu route needs: the database, the restaurant, the cached answers. */
export function catalogueRoutesKit({ db, requireRestaurant, menuCache }: AppDeps) {
  return {
    db,
    requireRestaurant,
    tags: ['catalogue'],
    sendCached: cachedMenuAnswer(menuCache),
    /**
     * SPEC §8 'category has no products' / 'no attributes': said beside an empty
     * answer (an info message), which the client may show or leave to its own empty state.
     */
    categoryNote: (view: MenuView, key: 'category_no_products' | 'category_no_attributes') => ({
      message: { type: 'info' as const, body: serverTranslator(view.locale)(key), code: key },
    }),
    requireCategory: async (restaurantId: number, categoryId: number) => {
      const [category] = await db
        .select({ id: schema.categories.id })
        .from(schema.categories)
        .where(and(eq(schema.categories.id, categoryId), eq(schema.categories.restaurantId, restaurantId)));
      if (!category) throw notFound('category_not_exist');
    },
  };
}

export type CatalogueRoutesKit = ReturnType<typeof catalogueRoutesKit>;
/** the Fastify instance the routes are declared on, typed by their zod schemas */
export type CatalogueApp = Parameters<FastifyPluginAsyncZod>[0];
/** one use case's routes, declared on the catalogue's instance */
export type CatalogueRoutes = (app: CatalogueApp, kit: CatalogueRoutesKit) => void;
