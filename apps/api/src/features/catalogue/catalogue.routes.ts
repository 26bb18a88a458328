import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { catalogueRoutesKit } from './catalogue-routes-kit';
import { menuHighlightRoutes } from './menu-highlights.routes';
import { menuListRoutes } from './menu-lists.routes';
import { productChoiceRoutes } from './product-choices.routes';
import { productSearchRoutes } from './product-search.routes';

/**
 * The storefront's menu as a guest reads it. Most answers come from the short-lived menu cache,
 * compressed once per entry (cached-menu-answer.ts). Each use case declares its routes in a file
 * of its own, on this one instance, in the order the OpenAPI document lists them.
 */
export function catalogueRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const kit = catalogueRoutesKit(deps);
  return async (app) => {
    for (const routes of [menuListRoutes, productSearchRoutes, productChoiceRoutes, menuHighlightRoutes])
      routes(app, kit);
  };
}
