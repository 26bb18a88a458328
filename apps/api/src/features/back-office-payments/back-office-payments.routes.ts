import {
  backOfficeQuerySchema,
  connectionTestSchema,
  paymentCredentialsBodySchema,
  paymentMethodsBodySchema,
  paymentMethodsResponseSchema,
  paymentMethodsSavedSchema,
  paymentProviderRefSchema,
  tipSettingsBodySchema,
  tipSettingsResponseSchema,
  tipSettingsSavedSchema,
  updateVoucherBodySchema,
  voucherBodySchema,
  voucherDeletedSchema,
  voucherRefSchema,
  voucherResponseSchema,
  vouchersResponseSchema,
} from '@tavola/contracts';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { voucherCode } from '../activity';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { deleteCredentials } from '../payment';
import {
  paymentMethodsView,
  saveCredentials,
  savePaymentMethods,
  testConnection,
} from './payment-methods.service';
import { saveTipSettings, tipSettings } from './tips.service';
import { changeVoucher, createVoucher, listVouchers, removeVoucher } from './vouchers.service';

const tags = ['managers'];

/**
 * Issue 20 (back office): a manager's vouchers, tip settings and payment methods, each scoped
 * to a restaurant the manager runs.
 */
export function backOfficePaymentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, menuCache, requireRestaurant, credentials } = deps;
  /** the storefront's restaurant info (tips, payment methods) follows at once in this process */
  const changed = (restaurantId: number) => {
    requireRestaurant.forget(restaurantId);
    menuCache.invalidate(`${restaurantId}:`);
  };
  const success = (request: FastifyRequest, key: ServerMessageKey) => ({
    type: 'success' as const,
    body: serverTranslator(requestLocale(request))(key),
    code: key,
  });
  const restaurantOf = async (request: FastifyRequest, restaurantId: number) =>
    (await managedRestaurant(deps, request.principal, restaurantId)).restaurant;
  /** payment methods and credentials are the owner's (issue 20, decision 044): a manager gets 403 */
  const ownedRestaurant = async (request: FastifyRequest, restaurantId: number) =>
    (await managedRestaurant(deps, request.principal, restaurantId, 'owner')).restaurant;

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/vouchers',
      { schema: { tags, querystring: backOfficeQuerySchema, response: { 200: vouchersResponseSchema } } },
      async (request) => ({
        data: await listVouchers(db, await restaurantOf(request, request.query.restaurantId)),
      }),
    );

    app.post(
      '/managers/vouchers/create',
      {
        config: { activity: { kind: 'payments.voucher.create' } },
        schema: { tags, body: voucherBodySchema, response: { 200: voucherResponseSchema } },
      },
      async (request) => {
        const restaurant = await restaurantOf(request, request.body.restaurantId);
        const data = await createVoucher(db, restaurant, request.body);
        return { data, message: success(request, 'voucher_created') };
      },
    );

    app.post(
      '/managers/vouchers/update',
      {
        config: { activity: { kind: 'payments.voucher.update' } },
        schema: { tags, body: updateVoucherBodySchema, response: { 200: voucherResponseSchema } },
      },
      async (request) => {
        const restaurant = await restaurantOf(request, request.body.restaurantId);
        const data = await changeVoucher(db, restaurant, request.body.id, request.body);
        return { data, message: success(request, 'voucher_updated') };
      },
    );

    app.post(
      '/managers/vouchers/delete',
      {
        config: {
          activity: {
            kind: 'payments.voucher.delete',
            subject: voucherCode,
          },
        },
        schema: {
          tags,
          description: 'Deletes a voucher no order used; one that orders used is deactivated (decision 041).',
          body: voucherRefSchema,
          response: { 200: voucherDeletedSchema },
        },
      },
      async (request) => {
        const restaurant = await restaurantOf(request, request.body.restaurantId);
        const data = await removeVoucher(db, restaurant, request.body.id);
        return { data, message: success(request, data.deleted ? 'voucher_deleted' : 'voucher_deactivated') };
      },
    );

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
}
