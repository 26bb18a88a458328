import {
  changeStatusBodySchema,
  changeStatusResponseSchema,
  checkPaymentBodySchema,
  checkPaymentResponseSchema,
  managerBoardQuerySchema,
  managerBoardResponseSchema,
  managerOrderQuerySchema,
  managerOrderResponseSchema,
  managerOrderSearchQuerySchema,
  managerOrderSearchResponseSchema,
  managerOrdersQuerySchema,
  managerOrdersResponseSchema,
  markReadyBodySchema,
  markReadyResponseSchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireManagerId, successMessage } from '../manager-access';
import { sendOrderReadyMail } from '../order-mails';
import { publishOrderStatus } from '../realtime';
import { checkOrderPayment } from './check-payment.service';
import { changeOrderStatus, listManagerOrders, showManagerOrder } from './manager-orders.service';
import { managerView } from './manager-view';
import { markOrderReady } from './mark-order-ready.service';
import { findOrders, showBoard } from './order-board.service';

const tags = ['managers'];

/** SPEC §7 managers/order rows (issue 7, 34): the board, the order list and search, an order's steps. */
export function managerOrderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, realtime, mailer, config } = deps;
  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

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
        const { view } = await managerView(deps, request, request.query.restaurantId);
        return listManagerOrders(db, view, request.query);
      },
    );

    app.get(
      '/managers/order/board',
      {
        schema: { tags, querystring: managerBoardQuerySchema, response: { 200: managerBoardResponseSchema } },
      },
      async (request) => {
        const { view } = await managerView(deps, request, request.query.restaurantId);
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
        const { view } = await managerView(deps, request, request.query.restaurantId);
        return findOrders(db, view, request.query.q);
      },
    );

    app.get(
      '/managers/order/show',
      {
        schema: { tags, querystring: managerOrderQuerySchema, response: { 200: managerOrderResponseSchema } },
      },
      async (request) => {
        const { view } = await managerView(deps, request, request.query.restaurantId);
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
        const { managerId, view } = await managerView(deps, request, request.body.restaurantId);
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
        return { data: order, message: successMessage(request, 'status_changed') };
      },
    );

    app.post(
      '/managers/order/mark-ready',
      {
        config: {
          answers: [409],
          activity: { kind: 'orders.order.ready', subject: ({ body }) => `#${body.orderId}` },
        },
        schema: { tags, body: markReadyBodySchema, response: { 200: markReadyResponseSchema } },
      },
      async (request) => {
        const { managerId, view } = await managerView(deps, request, request.body.restaurantId);
        const { order, row } = await markOrderReady(db, view, { managerId, orderId: request.body.orderId });
        // after the commit: the boards and the guest's page hear it, and a guest with an e-mail is told
        void publishOrderStatus(realtime, {
          restaurantId: view.restaurant.id,
          orderId: order.id,
          status: order.status,
          stage: 'ready',
        });
        sendOrderReadyMail(mailer, view.restaurant, row, config.publicUrl).catch((error: unknown) =>
          request.log.error({ err: error, orderId: order.id }, 'order ready e-mail failed'),
        );
        return { data: order, message: successMessage(request, 'order_marked_ready') };
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
        const { view } = await managerView(deps, request, request.body.restaurantId);
        const { order, confirmed } = await checkOrderPayment(deps, view, request.body.orderId, request.log);
        return {
          data: order,
          message: successMessage(request, confirmed ? 'payment_confirmed' : 'payment_not_confirmed'),
        };
      },
    );
  };
}
