import {
  billRequestQuerySchema,
  messageResponseSchema,
  orderHistoryQuerySchema,
  orderHistoryResponseSchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { accountKey, createAttemptGuard } from '../auth';
import { requireCustomer } from './customer';
import { mailBill, orderHistory } from './order-history.service';
import { success } from './success-message';

const tags = ['order'];

/** SPEC §7 order/history (paginated) and order/bill-request, for a logged-in customer. */
export function orderHistoryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, requireRestaurant, mailer } = deps;
  const guard = createAttemptGuard(deps.attempts);
  return async (app) => {
    app.get(
      '/order/history',
      {
        schema: { tags, querystring: orderHistoryQuerySchema, response: { 200: orderHistoryResponseSchema } },
      },
      async (request) => {
        const customer = requireCustomer(request);
        const restaurant = await requireRestaurant(customer.restaurantId);
        const { page, per_page } = request.query;
        return orderHistory(db, restaurant, customer, requestLocale(request), page, per_page);
      },
    );

    app.get(
      '/order/bill-request',
      { schema: { tags, querystring: billRequestQuerySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const customer = requireCustomer(request);
        const restaurant = await requireRestaurant(customer.restaurantId);
        const orderId = request.query.order_id;
        await guard.attempt('billRequest', accountKey('bill', restaurant.id, orderId), request.ip);
        await mailBill({ db, mailer }, restaurant, customer, orderId, requestLocale(request));
        return { message: success(request, 'bill_sent') };
      },
    );
  };
}
