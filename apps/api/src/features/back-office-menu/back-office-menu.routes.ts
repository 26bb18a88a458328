import { managerMenuResponseSchema, menuQuerySchema } from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireManagerId } from '../manager-access';
import { categoryRoutes } from './categories.routes';
import { readMenu } from './menu.service';
import { menuRoutesKit } from './menu-routes-kit';
import { optionGroupRoutes } from './option-groups.routes';
import { packageStepRoutes } from './package-steps.routes';
import { productRoutes } from './products.routes';
import { subcategoryRoutes } from './subcategories.routes';

/**
 * Issue 20 (back office): a manager's menu — categories, products and their option groups —
 * read and written for a restaurant the manager runs. Every write drops this process's cached
 * menu answers so the storefront shows it at once; other processes follow within MENU_CACHE_MS
 * (decision 006). Each resource declares its routes in a file of its own, on this one instance.
 */
export function backOfficeMenuRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const kit = menuRoutesKit(deps);
  const { db, tags, view } = kit;

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/menu',
      { schema: { tags, querystring: menuQuerySchema, response: { 200: managerMenuResponseSchema } } },
      async (request) => ({ data: await readMenu(db, await view(request, request.query.restaurantId)) }),
    );

    for (const routes of [
      categoryRoutes,
      subcategoryRoutes,
      productRoutes,
      optionGroupRoutes,
      packageStepRoutes,
    ])
      routes(app, kit);
  };
}
