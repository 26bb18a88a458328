import {
  addAddressBodySchema,
  addTipBodySchema,
  addVoucherBodySchema,
  addVoucherQuerySchema,
  basketRefBodySchema,
  basketRefQuerySchema,
  basketResponseSchema,
  checkAddressQuerySchema,
  messageResponseSchema,
  shippingPriceQuerySchema,
  shippingPriceResponseSchema,
} from '@tavola/contracts';
import { shippingPrice } from '@tavola/domain';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { bodyFromQuery } from '../../plugins/query-parameters';
import { assertOffered, restaurantSettings } from '../restaurants';
import { findDeliveryArea } from './basket.repository';
import { basketCaller } from './basket-caller';
import { refuseVatIdUnlessOffered } from './business-contact';
import { addVoucher, removeVoucher, setContact, setTip } from './checkout-extras.service';
import { notInAreaError } from './not-in-area';

const tags = ['checkout'];

/** SPEC §7: vouchers, tips, address and the delivery-area checks used at checkout. */
export function checkoutExtrasRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, requireRestaurant } = deps;
  const caller = (request: FastifyRequest, restaurantId: number) => basketCaller(deps, request, restaurantId);
  const message = (request: FastifyRequest, key: ServerMessageKey) => ({
    type: 'success' as const,
    body: serverTranslator(requestLocale(request))(key),
    code: key,
  });
  // issue 33: the answer names the postal codes the restaurant does deliver to
  const notInArea = (request: FastifyRequest, restaurantId: number, postalCode: string) =>
    notInAreaError(db, restaurantId, postalCode, requestLocale(request));

  return async (app) => {
    app.post(
      '/basket/add-voucher-to-basket',
      {
        schema: {
          tags,
          body: addVoucherBodySchema,
          querystring: addVoucherQuerySchema,
          response: { 200: basketResponseSchema },
        },
        // SPEC §7: 'query voucherCode, restaurantId, basketId'
        preValidation: bodyFromQuery(addVoucherQuerySchema),
      },
      async (request) => {
        // SPEC §6: vouchers depend on the restaurant's setting; the server refuses what the page hides
        assertOffered(
          await deps.requireRestaurant(request.body.restaurantId),
          'vouchers',
          'vouchers_unavailable',
        );
        const code = request.body.voucherCode;
        if (!code)
          throw new HttpError(
            422,
            'field_required',
            { field: 'voucherCode' },
            { voucherCode: [{ key: 'field_required', params: { field: 'voucherCode' } }] },
          );
        const data = await addVoucher(
          await caller(request, request.body.restaurantId),
          request.body.basketId,
          code,
        );
        return { data, message: message(request, 'code_accepted') };
      },
    );

    app.get(
      '/basket/remove-voucher-from-basket',
      { schema: { tags, querystring: basketRefQuerySchema, response: { 200: basketResponseSchema } } },
      async (request) => ({
        data: await removeVoucher(await caller(request, request.query.restaurantId), request.query.basketId),
        message: message(request, 'voucher_removed'),
      }),
    );

    app.post(
      '/basket/add-tip',
      { schema: { tags, body: addTipBodySchema, response: { 200: basketResponseSchema } } },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        if (!restaurantSettings(restaurant).tip_request) throw new HttpError(403, 'not_authorized');
        const data = await setTip(
          await caller(request, restaurant.id),
          request.body.basketId,
          request.body.tip_price,
        );
        return { data, message: message(request, 'tip_saved') };
      },
    );

    app.put(
      '/basket/remove-tip-from-basket',
      { schema: { tags, body: basketRefBodySchema, response: { 200: basketResponseSchema } } },
      async (request) => ({
        data: await setTip(await caller(request, request.body.restaurantId), request.body.basketId, 0),
        message: message(request, 'tip_removed'),
      }),
    );

    app.post(
      '/basket/add-address',
      { schema: { tags, body: addAddressBodySchema, response: { 200: basketResponseSchema } } },
      async (request) => {
        const { restaurantId, basketId, userInfo } = request.body;
        refuseVatIdUnlessOffered(await requireRestaurant(restaurantId), userInfo.vat_id);
        return {
          data: await setContact(await caller(request, restaurantId), basketId, userInfo),
          message: message(request, 'address_saved'),
        };
      },
    );

    app.get(
      '/restaurant/shipping-price',
      {
        schema: {
          tags,
          querystring: shippingPriceQuerySchema,
          response: { 200: shippingPriceResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        if (request.query.deliveryType !== 'delivery')
          return { data: { shippingPrice: 0, minimumOrderValue: 0, freeFrom: null } };
        const area = await findDeliveryArea(db, restaurant.id, request.query.postalCode);
        if (!area) throw await notInArea(request, restaurant.id, request.query.postalCode);
        return {
          data: {
            shippingPrice: shippingPrice(area, 0),
            minimumOrderValue: area.minimumOrderValue,
            freeFrom: area.freeFrom,
          },
        };
      },
    );

    app.get(
      '/order/check-address',
      { schema: { tags, querystring: checkAddressQuerySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        if (
          request.query.deliveryType === 'delivery' &&
          !(await findDeliveryArea(db, restaurant.id, request.query.postalCode))
        ) {
          throw await notInArea(request, restaurant.id, request.query.postalCode);
        }
        return { message: message(request, 'address_in_area') };
      },
    );
  };
}
