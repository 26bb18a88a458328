import {
  backOfficeDeletedSchema,
  backOfficeHoursResponseSchema,
  backOfficeQuerySchema,
  backOfficeRefSchema,
  closedSwitchBodySchema,
  closedSwitchResponseSchema,
  closureBodySchema,
  closureResponseSchema,
  deliveryAreaBodySchema,
  deliveryAreaResponseSchema,
  deliveryAreasResponseSchema,
  replaceHoursBodySchema,
  replaceHoursResponseSchema,
  slotCapacityBodySchema,
  slotCapacityResponseSchema,
  updateDeliveryAreaBodySchema,
} from '@tavola/contracts';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { closureSpan } from '../activity';
import { managedRestaurant, requireManagerId } from '../manager-access';
import {
  changeDeliveryArea,
  createDeliveryArea,
  listDeliveryAreas,
  removeDeliveryArea,
  setSlotCapacity,
} from './delivery-areas.service';
import {
  addClosure,
  type BackOfficeView,
  backOfficeHours,
  removeClosure,
  replaceHours,
  switchClosed,
} from './hours.service';

const tags = ['managers'];

/**
 * Issue 20 (back office): a manager's opening hours per delivery type, closures, the closed
 * switch, delivery areas and slot capacity, each scoped to a restaurant the manager runs.
 */
export function backOfficeHoursRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, menuCache, requireRestaurant } = deps;
  const success = (request: FastifyRequest, key: ServerMessageKey) => ({
    type: 'success' as const,
    body: serverTranslator(requestLocale(request))(key),
    code: key,
  });
  const view = async (request: FastifyRequest, restaurantId: number): Promise<BackOfficeView> => {
    const { restaurant } = await managedRestaurant(deps, request.principal, restaurantId);
    return { restaurant, locale: requestLocale(request) };
  };
  /**
   * After a write: this process reads the restaurant afresh and drops its cached menu answers
   * (availability follows the hours); other processes follow within their caches' bounds
   * (one second for the restaurant, MENU_CACHE_MS for the menu, decision 006).
   */
  const changed = (restaurantId: number) => {
    requireRestaurant.forget(restaurantId);
    menuCache.invalidate(`${restaurantId}:`);
  };

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/hours',
      {
        schema: {
          tags,
          querystring: backOfficeQuerySchema,
          response: { 200: backOfficeHoursResponseSchema },
        },
      },
      async (request) => ({
        data: await backOfficeHours(db, await view(request, request.query.restaurantId)),
      }),
    );

    app.post(
      '/managers/hours/replace',
      {
        config: { activity: { kind: 'hours.hours.replace', subject: () => null } },
        schema: {
          tags,
          description: "Replaces one delivery type's weekly windows, lead minutes and days ahead.",
          body: replaceHoursBodySchema,
          response: { 200: replaceHoursResponseSchema },
        },
      },
      async (request) => {
        const data = await replaceHours(db, await view(request, request.body.restaurantId), request.body);
        changed(request.body.restaurantId);
        return { data, message: success(request, 'hours_saved') };
      },
    );

    app.post(
      '/managers/hours/closed',
      {
        config: {
          activity: { kind: 'hours.closed.switch', subject: ({ body }) => (body.closed ? 'closed' : 'open') },
        },
        schema: { tags, body: closedSwitchBodySchema, response: { 200: closedSwitchResponseSchema } },
      },
      async (request) => {
        const data = await switchClosed(db, await view(request, request.body.restaurantId), request.body);
        changed(request.body.restaurantId);
        return { data, message: success(request, 'closed_switch_saved') };
      },
    );

    app.post(
      '/managers/closures/create',
      {
        config: {
          activity: { kind: 'hours.closure.create', subject: closureSpan },
        },
        schema: { tags, body: closureBodySchema, response: { 200: closureResponseSchema } },
      },
      async (request) => {
        const data = await addClosure(db, await view(request, request.body.restaurantId), request.body);
        changed(request.body.restaurantId);
        return { data, message: success(request, 'closure_created') };
      },
    );

    app.post(
      '/managers/closures/delete',
      {
        config: { activity: { kind: 'hours.closure.delete' } },
        schema: { tags, body: backOfficeRefSchema, response: { 200: backOfficeDeletedSchema } },
      },
      async (request) => {
        await removeClosure(db, await view(request, request.body.restaurantId), request.body.id);
        changed(request.body.restaurantId);
        return { message: success(request, 'closure_deleted') };
      },
    );

    app.get(
      '/managers/delivery-areas',
      {
        schema: { tags, querystring: backOfficeQuerySchema, response: { 200: deliveryAreasResponseSchema } },
      },
      async (request) => {
        const { restaurant } = await view(request, request.query.restaurantId);
        return { data: await listDeliveryAreas(db, restaurant) };
      },
    );

    app.post(
      '/managers/delivery-areas/create',
      {
        config: { activity: { kind: 'hours.area.create', subject: ({ body }) => String(body.postal_code) } },
        schema: { tags, body: deliveryAreaBodySchema, response: { 200: deliveryAreaResponseSchema } },
      },
      async (request) => {
        const { restaurant } = await view(request, request.body.restaurantId);
        const data = await createDeliveryArea(db, restaurant, request.body);
        changed(restaurant.id);
        return { data, message: success(request, 'area_created') };
      },
    );

    app.post(
      '/managers/delivery-areas/update',
      {
        config: { activity: { kind: 'hours.area.update', subject: ({ body }) => String(body.postal_code) } },
        schema: { tags, body: updateDeliveryAreaBodySchema, response: { 200: deliveryAreaResponseSchema } },
      },
      async (request) => {
        const { restaurant } = await view(request, request.body.restaurantId);
        const data = await changeDeliveryArea(db, restaurant, request.body.id, request.body);
        changed(restaurant.id);
        return { data, message: success(request, 'area_updated') };
      },
    );

    app.post(
      '/managers/delivery-areas/delete',
      {
        config: { activity: { kind: 'hours.area.delete' } },
        schema: { tags, body: backOfficeRefSchema, response: { 200: backOfficeDeletedSchema } },
      },
      async (request) => {
        const { restaurant } = await view(request, request.body.restaurantId);
        await removeDeliveryArea(db, restaurant, request.body.id);
        changed(restaurant.id);
        return { message: success(request, 'area_deleted') };
      },
    );

    app.post(
      '/managers/slot-capacity',
      {
        config: {
          activity: {
            kind: 'hours.capacity.update',
            subject: ({ body }) => (body.slot_capacity === null ? null : String(body.slot_capacity)),
          },
        },
        schema: { tags, body: slotCapacityBodySchema, response: { 200: slotCapacityResponseSchema } },
      },
      async (request) => {
        const { restaurant } = await view(request, request.body.restaurantId);
        const data = await setSlotCapacity(db, restaurant, request.body.slot_capacity);
        changed(restaurant.id);
        return { data, message: success(request, 'slot_capacity_saved') };
      },
    );
  };
}
