import {
  addressListResponseSchema,
  addressResponseSchema,
  messageResponseSchema,
  storefrontQuerySchema,
  userAddressAddBodySchema,
  userAddressEditBodySchema,
  userAddressRemoveBodySchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { outsideAreaWarning } from '../basket';
import { listAddresses } from './account.repository';
import { addAddress, editAddress, removeAddress } from './addresses.service';
import { requireCustomer } from './customer';
import { success } from './success-message';
import { addressView } from './user-view';

const tags = ['account'];

/** SPEC §7 auth/user/address (+ add, edit, remove): the customer's saved addresses. */
export function addressRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/user/address',
      { schema: { tags, querystring: storefrontQuerySchema, response: { 200: addressListResponseSchema } } },
      async (request) => ({ data: (await listAddresses(db, requireCustomer(request))).map(addressView) }),
    );

    app.post(
      '/auth/user/address/add',
      { schema: { tags, body: userAddressAddBodySchema, response: { 200: addressResponseSchema } } },
      async (request) => {
        const customer = requireCustomer(request);
        const row = await addAddress(db, customer, request.body);
        // issue 33: saved all the same, with a word when the restaurant does not deliver there
        const warning = await outsideAreaWarning(
          db,
          customer.restaurantId,
          row.postalCode,
          requestLocale(request),
        );
        return { data: addressView(row), message: warning ?? success(request, 'address_created') };
      },
    );

    app.post(
      '/auth/user/address/edit',
      { schema: { tags, body: userAddressEditBodySchema, response: { 200: addressResponseSchema } } },
      async (request) => {
        const customer = requireCustomer(request);
        const row = await editAddress(db, customer, request.body.id, request.body);
        const warning = await outsideAreaWarning(
          db,
          customer.restaurantId,
          row.postalCode,
          requestLocale(request),
        );
        return { data: addressView(row), message: warning ?? success(request, 'address_updated') };
      },
    );

    app.put(
      '/auth/user/address/remove',
      { schema: { tags, body: userAddressRemoveBodySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await removeAddress(db, requireCustomer(request), request.body.id);
        return { message: success(request, 'address_deleted') };
      },
    );
  };
}
