import {
  billRequestQuerySchema,
  messageResponseSchema,
  orderHistoryQuerySchema,
  orderHistoryResponseSchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { createAttemptGuard } from '../auth';
import { requireCustomer } from './customer';
import { findBillOrder, mailBill, orderHistory } from './order-history.service';
import { success } from './success-message';

const tags = ['order'];

/**
 * SPEC §7 order/history (paginated), for a logged-in customer, and order/bill-request, for the
 * customer whose order it is or whoever holds the order's token (issue 32).
 */
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
      {
        config: { answers: [409, 429] },
        schema: { tags, querystring: billRequestQuerySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        if (request.principal?.kind === 'manager') throw new HttpError(403, 'not_authorized');
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const { order, to, caller } = await findBillOrder(
          db,
          restaurant.id,
          request.query,
          request.principal,
        );
        // counted per caller and only once the order is theirs: a stranger's requests for it
        // are 404s that use up nothing of the owner's (issue 14)
        await guard.attempt('billRequest', caller, request.ip);
        await mailBill({ db, mailer }, restaurant, to, order, requestLocale(request));
        return { message: success(request, 'bill_sent') };
      },
    );
  };
}
