import { packageStepsBodySchema, productResponseSchema } from '@tavola/contracts';
import type { MenuRoutes } from './menu-routes-kit';
import { savePackageSteps } from './package-steps.service';

/** A set menu's steps (SPEC §3 package steps). */
export const packageStepRoutes: MenuRoutes = (app, { db, tags, success, view, changed }) => {
  app.post(
    '/managers/menu/products/package-steps',
    {
      config: { activity: { kind: 'menu.product.steps' } },
      schema: {
        tags,
        description: "A set menu's steps, replaced whole (steps and choices keep their ids).",
        body: packageStepsBodySchema,
        response: { 200: productResponseSchema },
      },
    },
    async (request) => {
      const data = await savePackageSteps(db, await view(request, request.body.restaurantId), request.body);
      changed(request.body.restaurantId);
      return { data, message: success(request, 'menu_package_saved') };
    },
  );
};
