import {
  breakPatternBodySchema,
  breakPatternDeletedSchema,
  breakPatternRefSchema,
  breakPatternResponseSchema,
  breakPatternsQuerySchema,
  breakPatternsResponseSchema,
  changeStatusBodySchema,
  changeStatusResponseSchema,
  checkPaymentBodySchema,
  checkPaymentResponseSchema,
  managerBoardQuerySchema,
  managerBoardResponseSchema,
  managerLogoutBodySchema,
  managerOrderQuerySchema,
  managerOrderResponseSchema,
  managerOrderSearchQuerySchema,
  managerOrderSearchResponseSchema,
  managerOrdersQuerySchema,
  managerOrdersResponseSchema,
  managerProductsResponseSchema,
  managerRestaurantsResponseSchema,
  messageResponseSchema,
  updateBreakPatternBodySchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import { resolveText } from '@tavola/domain';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { bearerToken } from '../auth';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { publishOrderStatus } from '../realtime';
import { restaurantLocale, restaurantSettings } from '../restaurants';
import {
  createBreakPattern,
  deleteBreakPattern,
  listBreakPatterns,
  stopBreakPattern,
  updateBreakPattern,
} from './break-patterns.service';
import { checkOrderPayment } from './check-payment.service';
import { changeOrderStatus, listManagerOrders, showManagerOrder } from './manager-orders.service';
import { findOrders, showBoard } from './order-board.service';

const tags = ['managers'];

/** SPEC §7 managers rows, §6 roles: the manager area's API, scoped to the restaurants a manager runs. */
export function managerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, realtime, menuCache, tokens } = deps;
  const success = (request: FastifyRequest, key: ServerMessageKey) => ({
    type: 'success' as const,
    body: serverTranslator(requestLocale(request))(key),
    code: key,
  });
  /** who asks, for which of their restaurants, in which language */
  const caller = async (request: FastifyRequest, restaurantId: number) => {
    const { managerId, restaurant } = await managedRestaurant(deps, request.principal, restaurantId);
    return { managerId, view: { restaurant, locale: requestLocale(request) } };
  };

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    // issue 14.9: the manager area's sign-out ends the token in every API process (decision 018)
    app.post(
      '/managers/logout',
      {
        config: {
          activity: { kind: null, why: "ends the caller's own token; nothing of the restaurant changes" },
        },
        schema: { tags, body: managerLogoutBodySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const token = bearerToken(request);
        if (token) await tokens.revoke(token);
        return { message: success(request, 'logged_out') };
      },
    );

    app.get(
      '/managers/restaurant',
      { schema: { tags, response: { 200: managerRestaurantsResponseSchema } } },
      async (request) => {
        const managerId = requireManagerId(request.principal);
        const rows = await db
          .select({ restaurant: schema.restaurants, role: schema.managerRestaurants.role })
          .from(schema.managerRestaurants)
          .innerJoin(schema.restaurants, eq(schema.restaurants.id, schema.managerRestaurants.restaurantId))
          .where(eq(schema.managerRestaurants.managerId, managerId))
          .orderBy(asc(schema.restaurants.name));
        return {
          data: rows.map(({ restaurant, role }) => ({
            id: restaurant.id,
            name: restaurant.name,
            slug: restaurant.slug,
            time_zone: restaurant.timeZone,
            currency: restaurant.currency,
            lang: restaurant.defaultLang,
            ticketing_system: restaurantSettings(restaurant).ticketingSystem,
            role,
          })),
        };
      },
    );

    app.get(
      '/managers/order',
      {
        schema: {
          tags,
          querystring: managerOrdersQuerySchema,
          response: { 200: managerOrdersResponseSchema },
        },
      },
      async (request) => {
        const { view } = await caller(request, request.query.restaurantId);
        return listManagerOrders(db, view, request.query);
      },
    );

    app.get(
      '/managers/order/board',
      {
        schema: { tags, querystring: managerBoardQuerySchema, response: { 200: managerBoardResponseSchema } },
      },
      async (request) => {
        const { view } = await caller(request, request.query.restaurantId);
        return showBoard(db, view);
      },
    );

    app.get(
      '/managers/order/search',
      {
        schema: {
          tags,
          querystring: managerOrderSearchQuerySchema,
          response: { 200: managerOrderSearchResponseSchema },
        },
      },
      async (request) => {
        const { view } = await caller(request, request.query.restaurantId);
        return findOrders(db, view, request.query.q);
      },
    );

    app.get(
      '/managers/order/show',
      {
        schema: { tags, querystring: managerOrderQuerySchema, response: { 200: managerOrderResponseSchema } },
      },
      async (request) => {
        const { view } = await caller(request, request.query.restaurantId);
        return { data: await showManagerOrder(db, view, request.query.orderId) };
      },
    );

    app.post(
      '/managers/order/change-status',
      {
        config: {
          answers: [409],
          activity: {
            kind: 'orders.order.status',
            subject: ({ body }) => `#${body.orderId} → ${body.status}`,
          },
        },
        schema: { tags, body: changeStatusBodySchema, response: { 200: changeStatusResponseSchema } },
      },
      async (request) => {
        const { managerId, view } = await caller(request, request.body.restaurantId);
        const order = await changeOrderStatus(db, view, {
          managerId,
          orderId: request.body.orderId,
          status: request.body.status,
        });
        // after the commit: the board of every manager and the guest's page hear it
        void publishOrderStatus(realtime, {
          restaurantId: view.restaurant.id,
          orderId: order.id,
          status: order.status,
        });
        return { data: order, message: success(request, 'status_changed') };
      },
    );

    app.post(
      '/managers/order/check-payment',
      {
        config: {
          activity: {
            kind: null,
            why: 'asks the payment provider; a payment it confirms is the guest’s, not a change the manager made',
          },
        },
        schema: { tags, body: checkPaymentBodySchema, response: { 200: checkPaymentResponseSchema } },
      },
      async (request) => {
        const { view } = await caller(request, request.body.restaurantId);
        const { order, confirmed } = await checkOrderPayment(deps, view, request.body.orderId, request.log);
        return {
          data: order,
          message: success(request, confirmed ? 'payment_confirmed' : 'payment_not_confirmed'),
        };
      },
    );

    app.get(
      '/managers/products',
      {
        schema: {
          tags,
          querystring: breakPatternsQuerySchema,
          response: { 200: managerProductsResponseSchema },
        },
      },
      async (request) => {
        const { view } = await caller(request, request.query.restaurantId);
        const fallback = restaurantLocale(view.restaurant);
        const rows = await db
          .select({ id: schema.products.id, name: schema.products.name, category: schema.categories.name })
          .from(schema.products)
          .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
          .where(eq(schema.products.restaurantId, view.restaurant.id))
          .orderBy(asc(schema.categories.priority), asc(schema.products.priority), asc(schema.products.id));
        return {
          data: rows.map((row) => ({
            id: row.id,
            name: resolveText(row.name, view.locale, fallback),
            category: resolveText(row.category, view.locale, fallback),
          })),
        };
      },
    );

    app.get(
      '/managers/break-patterns',
      {
        schema: {
          tags,
          querystring: breakPatternsQuerySchema,
          response: { 200: breakPatternsResponseSchema },
        },
      },
      async (request) => {
        const { view } = await caller(request, request.query.restaurantId);
        return { data: await listBreakPatterns(db, view) };
      },
    );

    // a pattern changes what the menu offers: the restaurant's cached menu answers go (decision 006)
    const menuChanged = (restaurantId: number) => menuCache.invalidate(`${restaurantId}:`);

    app.post(
      '/managers/break-patterns/create',
      {
        config: { activity: { kind: 'menu.pattern.create' } },
        schema: { tags, body: breakPatternBodySchema, response: { 200: breakPatternResponseSchema } },
      },
      async (request) => {
        const { view } = await caller(request, request.body.restaurantId);
        const data = await createBreakPattern(db, view, request.body);
        menuChanged(view.restaurant.id);
        return { data, message: success(request, 'pattern_created') };
      },
    );

    app.post(
      '/managers/break-patterns/update',
      {
        config: { activity: { kind: 'menu.pattern.update' } },
        schema: { tags, body: updateBreakPatternBodySchema, response: { 200: breakPatternResponseSchema } },
      },
      async (request) => {
        const { view } = await caller(request, request.body.restaurantId);
        const data = await updateBreakPattern(db, view, request.body.id, request.body);
        menuChanged(view.restaurant.id);
        return { data, message: success(request, 'pattern_updated') };
      },
    );

    app.post(
      '/managers/break-patterns/stop',
      {
        config: { activity: { kind: 'menu.pattern.stop' } },
        schema: { tags, body: breakPatternRefSchema, response: { 200: breakPatternResponseSchema } },
      },
      async (request) => {
        const { view } = await caller(request, request.body.restaurantId);
        const data = await stopBreakPattern(db, view, request.body.id);
        menuChanged(view.restaurant.id);
        return { data, message: success(request, 'pattern_stopped') };
      },
    );

    app.post(
      '/managers/break-patterns/delete',
      {
        config: { activity: { kind: 'menu.pattern.delete' } },
        schema: { tags, body: breakPatternRefSchema, response: { 200: breakPatternDeletedSchema } },
      },
      async (request) => {
        const { view } = await caller(request, request.body.restaurantId);
        await deleteBreakPattern(db, view, request.body.id);
        menuChanged(view.restaurant.id);
        return { message: success(request, 'pattern_deleted') };
      },
    );
  };
}
