import {
  addDeliveryTimeBodySchema,
  attributeItemsBodySchema,
  basketAddBodySchema,
  basketCreateBodySchema,
  basketCreateResponseSchema,
  basketLineQuerySchema,
  basketQuerySchema,
  basketResponseSchema,
  changeDeliveryMethodBodySchema,
  changeDeliveryMethodResponseSchema,
  packageAddBodySchema,
  updateBasketExtraInfoBodySchema,
  updateItemExtraInfoBodySchema,
} from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { publishTablePayment } from '../realtime';
import { addPackage } from './add-package';
import { addProduct } from './add-product';
import { basketCaller } from './basket-caller';
import { changeDeliveryType } from './change-delivery-type';
import { changeLineOptions } from './change-line-options';
import { createBasket } from './create-basket';
import { setDeliveryTime } from './delivery-time.service';
import { getBasket } from './get-basket';
import { deleteLine, removeOneUnit } from './remove-from-basket';
import { updateBasketExtraInfo } from './update-basket-extra-info';
import { updateLineExtraInfo } from './update-line-extra-info';

const tags = ['basket'];

/** SPEC §7 basket rows: thin handlers, one use case each. */
export function basketRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const caller = (request: FastifyRequest, restaurantId: number) => basketCaller(deps, request, restaurantId);
  const success = (
    request: FastifyRequest,
    key:
      | 'basket_created'
      | 'product_added'
      | 'basket_updated'
      | 'comment_saved'
      | 'table_capacity_saved'
      | 'delivery_time_saved'
      | 'delivery_time_cleared',
  ) => ({
    type: 'success' as const,
    body: serverTranslator(requestLocale(request))(key),
    code: key,
  });

  return async (app) => {
    app.post(
      '/basket/create',
      { schema: { tags, body: basketCreateBodySchema, response: { 200: basketCreateResponseSchema } } },
      async (request) => {
        const { restaurantId, delivery_time, deliveryType } = request.body;
        const data = await createBasket(await caller(request, restaurantId), {
          deliveryTime: delivery_time,
          deliveryType,
        });
        return { data, message: success(request, 'basket_created') };
      },
    );

    app.get(
      '/basket',
      { schema: { tags, querystring: basketQuerySchema, response: { 200: basketResponseSchema } } },
      async (request) => ({
        data: await getBasket(await caller(request, request.query.restaurantId), request.query.basketId),
      }),
    );

    app.post(
      '/basket/add',
      { schema: { tags, body: basketAddBodySchema, response: { 200: basketResponseSchema } } },
      async (request) => {
        const { restaurantId, ...input } = request.body;
        return {
          data: await addProduct(await caller(request, restaurantId), input),
          message: success(request, 'product_added'),
        };
      },
    );

    app.post(
      '/basket/add-product-package-items',
      { schema: { tags, body: packageAddBodySchema, response: { 200: basketResponseSchema } } },
      async (request) => {
        const { restaurantId, ...input } = request.body;
        return {
          data: await addPackage(await caller(request, restaurantId), input),
          message: success(request, 'product_added'),
        };
      },
    );

    app.get(
      '/basket/remove',
      { schema: { tags, querystring: basketLineQuerySchema, response: { 200: basketResponseSchema } } },
      async (request) => {
        const { restaurantId, basketId, basketProductId } = request.query;
        return { data: await removeOneUnit(await caller(request, restaurantId), basketId, basketProductId) };
      },
    );

    app.get(
      '/basket/delete-basket-product',
      { schema: { tags, querystring: basketLineQuerySchema, response: { 200: basketResponseSchema } } },
      async (request) => {
        const { restaurantId, basketId, basketProductId } = request.query;
        return { data: await deleteLine(await caller(request, restaurantId), basketId, basketProductId) };
      },
    );

    for (const [path, direction] of [
      ['/basket/add-attribute-items', 'add'],
      ['/basket/remove-attribute-items', 'remove'],
    ] as const) {
      app.post(
        path,
        { schema: { tags, body: attributeItemsBodySchema, response: { 200: basketResponseSchema } } },
        async (request) => {
          const { restaurantId, basketId, basketProductId, attributeItems, productAttributeItems } =
            request.body;
          const items = attributeItems ?? productAttributeItems ?? [];
          const data = await changeLineOptions(
            await caller(request, restaurantId),
            basketId,
            basketProductId,
            items,
            direction,
          );
          return { data, message: success(request, 'basket_updated') };
        },
      );
    }

    app.post(
      '/basket/update-extraInfo',
      { schema: { tags, body: updateItemExtraInfoBodySchema, response: { 200: basketResponseSchema } } },
      async (request) => {
        const { restaurantId, basketId, basketProductId, comment, itemDetails } = request.body;
        const data = await updateLineExtraInfo(
          await caller(request, restaurantId),
          basketId,
          basketProductId,
          { comment, itemDetails },
        );
        return { data, message: success(request, 'comment_saved') };
      },
    );

    app.post(
      '/basket/update-basket-extraInfo',
      { schema: { tags, body: updateBasketExtraInfoBodySchema, response: { 200: basketResponseSchema } } },
      async (request) => {
        const { restaurantId, basketId, table_capacity } = request.body;
        const { basket: data, visit } = await updateBasketExtraInfo(
          await caller(request, restaurantId),
          basketId,
          table_capacity,
        );
        // issue 33: the board's table card shows the visit's guests
        if (visit)
          void publishTablePayment(deps.realtime, {
            restaurantId: data.restaurant_id,
            ...visit,
            action: 'guests_counted',
            claimId: null,
          });
        return { data, message: success(request, 'table_capacity_saved') };
      },
    );

    app.post(
      '/basket/add-delivery-time',
      { schema: { tags, body: addDeliveryTimeBodySchema, response: { 200: basketResponseSchema } } },
      async (request) => {
        const { restaurantId, basketId, delivery_time, deliveryType, duration } = request.body;
        const data = await setDeliveryTime(await caller(request, restaurantId), basketId, {
          deliveryTime: delivery_time,
          deliveryType,
          duration,
        });
        return {
          data,
          message: success(request, delivery_time === null ? 'delivery_time_cleared' : 'delivery_time_saved'),
        };
      },
    );

    app.post(
      '/basket/change-delivery-method',
      {
        schema: {
          tags,
          body: changeDeliveryMethodBodySchema,
          response: { 200: changeDeliveryMethodResponseSchema },
        },
      },
      async (request) => {
        const { restaurantId, basketId, deliveryType } = request.body;
        const { basket, removed } = await changeDeliveryType(
          await caller(request, restaurantId),
          basketId,
          deliveryType,
        );
        const t = serverTranslator(requestLocale(request));
        const body = removed.length
          ? t('items_removed_for_delivery_type', { names: removed.join(', ') })
          : t('delivery_type_changed');
        return {
          data: basket,
          removed,
          message: {
            type: 'success' as const,
            body,
            code: removed.length ? 'items_removed' : 'delivery_type_changed',
          },
        };
      },
    );
  };
}
