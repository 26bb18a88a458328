import { managerOptionGroupsResponseSchema, menuQuerySchema } from '@tavola/contracts';
import type { MenuRoutes } from './menu-routes-kit';
import { listOptionGroups } from './option-groups.service';

/** Issue 34: the restaurant's option groups, for the product editor to offer one again. */
export const optionGroupRoutes: MenuRoutes = (app, { db, tags, view }) => {
  app.get(
    '/managers/menu/option-groups',
    {
      schema: { tags, querystring: menuQuerySchema, response: { 200: managerOptionGroupsResponseSchema } },
    },
    async (request) => ({
      data: await listOptionGroups(db, await view(request, request.query.restaurantId)),
    }),
  );
};
