import {
  backOfficeQuerySchema,
  tipSettingsBodySchema,
  tipSettingsResponseSchema,
  tipSettingsSavedSchema,
} from '@tavola/contracts';
import type { PaymentsRoutes } from './payments-routes-kit';
import { saveTipSettings, tipSettings } from './tips.service';

/** The tips a guest is offered at the checkout. */
export const tipRoutes: PaymentsRoutes = (app, { db, tags, success, restaurantOf, changed }) => {
  app.get(
    '/managers/tips',
    {
      schema: { tags, querystring: backOfficeQuerySchema, response: { 200: tipSettingsResponseSchema } },
    },
    async (request) => ({ data: tipSettings(await restaurantOf(request, request.query.restaurantId)) }),
  );

  app.post(
    '/managers/tips',
    {
      config: { activity: { kind: 'payments.tips.update', subject: () => null } },
      schema: { tags, body: tipSettingsBodySchema, response: { 200: tipSettingsSavedSchema } },
    },
    async (request) => {
      const restaurant = await restaurantOf(request, request.body.restaurantId);
      const data = await saveTipSettings(db, restaurant, request.body);
      changed(restaurant.id);
      return { data, message: success(request, 'tips_saved') };
    },
  );
};
