import {
  backOfficeQuerySchema,
  connectionTestSchema,
  paymentCredentialsBodySchema,
  paymentMethodsBodySchema,
  paymentMethodsResponseSchema,
  paymentMethodsSavedSchema,
  paymentProviderRefSchema,
} from '@tavola/contracts';
import { deleteCredentials } from '../payment';
import {
  paymentMethodsView,
  saveCredentials,
  savePaymentMethods,
  testConnection,
} from './payment-methods.service';
import type { PaymentsRoutes } from './payments-routes-kit';

/** The owner's payment methods and the providers' credentials (sealed at rest, tested on demand). */
export const paymentMethodRoutes: PaymentsRoutes = (
  app,
  { db, credentials, requireRestaurant, tags, success, ownedRestaurant, changed },
) => {
  app.get(
    '/managers/payment-methods',
    {
      schema: { tags, querystring: backOfficeQuerySchema, response: { 200: paymentMethodsResponseSchema } },
    },
    async (request) => ({
      data: await paymentMethodsView(
        db,
        credentials,
        await ownedRestaurant(request, request.query.restaurantId),
      ),
    }),
  );

  app.post(
    '/managers/payment-methods',
    {
      config: { activity: { kind: 'payments.methods.update', subject: () => null } },
      schema: { tags, body: paymentMethodsBodySchema, response: { 200: paymentMethodsSavedSchema } },
    },
    async (request) => {
      const restaurant = await ownedRestaurant(request, request.body.restaurantId);
      await savePaymentMethods(db, restaurant, request.body);
      changed(restaurant.id);
      const data = await paymentMethodsView(db, credentials, await requireRestaurant(restaurant.id));
      return { data, message: success(request, 'payment_methods_saved') };
    },
  );

  app.post(
    '/managers/payment-credentials',
    {
      config: {
        answers: [409],
        activity: { kind: 'payments.credentials.update', subject: ({ body }) => String(body.provider) },
      },
      schema: {
        tags,
        description:
          "Stores a provider's credentials sealed at rest (decision 042); secrets never come back.",
        body: paymentCredentialsBodySchema,
        response: { 200: paymentMethodsSavedSchema },
      },
    },
    async (request) => {
      const restaurant = await ownedRestaurant(request, request.body.restaurantId);
      await saveCredentials(db, credentials, restaurant, request.body);
      changed(restaurant.id);
      const data = await paymentMethodsView(db, credentials, restaurant);
      return { data, message: success(request, 'credentials_saved') };
    },
  );

  app.post(
    '/managers/payment-credentials/delete',
    {
      config: {
        activity: { kind: 'payments.credentials.delete', subject: ({ body }) => String(body.provider) },
      },
      schema: { tags, body: paymentProviderRefSchema, response: { 200: paymentMethodsSavedSchema } },
    },
    async (request) => {
      const restaurant = await ownedRestaurant(request, request.body.restaurantId);
      await deleteCredentials(db, restaurant.id, request.body.provider);
      changed(restaurant.id);
      const data = await paymentMethodsView(db, credentials, restaurant);
      return { data, message: success(request, 'credentials_deleted') };
    },
  );

  app.post(
    '/managers/payment-credentials/test',
    {
      config: {
        answers: [409],
        activity: {
          kind: null,
          why: 'asks the provider whether the stored credentials work; nothing changes',
        },
      },
      schema: { tags, body: paymentProviderRefSchema, response: { 200: connectionTestSchema } },
    },
    async (request) => {
      const restaurant = await ownedRestaurant(request, request.body.restaurantId);
      const { outcome, key } = await testConnection(db, credentials, restaurant, request.body.provider);
      return { data: { outcome }, message: success(request, key) };
    },
  );
};
