import {
  demoDecideBodySchema,
  demoDecideResponseSchema,
  demoSessionQuerySchema,
  demoSessionResponseSchema,
  mollieWebhookBodySchema,
  paymentCancelBodySchema,
  paymentCancelResponseSchema,
  paymentPrepareQuerySchema,
  paymentPrepareResponseSchema,
  paymentUpdateQuerySchema,
  paymentUpdateResponseSchema,
  saferpayNotifyQuerySchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import { isHostedPayment } from '@tavola/domain';
import { serverTranslator } from '@tavola/i18n';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { sendOrderMails } from '../order-mails';
import { publishOrderPayment } from '../realtime';
import { type RestaurantRow, restaurantSettings } from '../restaurants';
import { announceClaimSettlement } from '../table-bill';
import {
  findPaymentByProviderId,
  findReadableOrder,
  latestClaimPaymentOf,
  latestPaymentOf,
} from './payment.repository';
import { cancelOpenPayment, type PaymentContext, settlePayment, startHostedPayment } from './payment.service';

const tags = ['payment'];

/** What settling a payment needs; a paid order's e-mails go out once, when it turns paid. */
export function paymentContext(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'realtime' | 'credentials'>,
  restaurant: RestaurantRow,
  log: FastifyBaseLogger,
): PaymentContext {
  return {
    db: deps.db,
    restaurant,
    publicUrl: deps.config.publicUrl,
    credentials: deps.credentials,
    onSettled: (order, state) => {
      // committed: the manager's board and the guest's order page hear of it
      void publishOrderPayment(deps.realtime, {
        restaurantId: order.restaurantId,
        orderId: order.id,
        paymentState: state,
      });
      if (state !== 'paid') return;
      sendOrderMails(deps.db, deps.mailer, restaurant, order.id, deps.config.publicUrl).catch(
        (error: unknown) => log.error({ err: error, orderId: order.id }, 'order e-mails failed'),
      );
    },
    // issue 17: the table's phones and the board hear of it; a receipt when asked for
    onTableClaimSettled: (settlement) => announceClaimSettlement(deps, restaurant, settlement, log),
  };
}

/** SPEC §7 payment rows, the providers' notifications and the demo provider's hosted page. */
export function paymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, requireRestaurant } = deps;
  return async (app) => {
    app.get(
      '/payment/prepare',
      {
        config: { answers: [409] },
        schema: {
          tags,
          querystring: paymentPrepareQuerySchema,
          response: { 200: paymentPrepareResponseSchema },
        },
      },
      async (request) => {
        const { restaurantId, ...handle } = request.query;
        const restaurant = await requireRestaurant(restaurantId);
        const order = await findReadableOrder(db, restaurantId, handle, request.principal);
        if (!order) throw notFound('order_not_exist');
        const payment = await latestPaymentOf(db, order.id);
        // never started: the process that placed the order died first (decision 020)
        if (!payment && order.paymentState === 'open' && isHostedPayment(order.paymentType)) {
          const context = paymentContext(deps, restaurant, request.log);
          return { data: { mollieLink: await startHostedPayment(context, order, order.paymentType) } };
        }
        if (payment?.state !== 'open' || !payment.checkoutUrl)
          throw new HttpError(409, 'payment_cannot_update');
        return { data: { mollieLink: payment.checkoutUrl } };
      },
    );

    app.get(
      '/payment/update',
      {
        config: { answers: [409] },
        schema: {
          tags,
          querystring: paymentUpdateQuerySchema,
          response: { 200: paymentUpdateResponseSchema },
        },
      },
      async (request) => {
        const { restaurantId, orderId, token } = request.query;
        const restaurant = await requireRestaurant(restaurantId);
        const order = await findReadableOrder(db, restaurantId, { orderId, token }, request.principal);
        if (!order) throw notFound('order_not_exist');
        if (!order.isOnlinePayment) return { data: { status: order.paymentState } };
        const payment = await latestPaymentOf(db, order.id);
        if (!payment) throw new HttpError(409, 'payment_cannot_update');
        const status = await settlePayment(paymentContext(deps, restaurant, request.log), payment.id);
        // SPEC §4/§8 'Your payment has failed!': said by the server, in the guest's language
        if (status === 'failed') {
          const body = serverTranslator(requestLocale(request))('payment_failed');
          return { data: { status }, message: { type: 'error' as const, body, code: 'payment_failed' } };
        }
        return { data: { status } };
      },
    );

    // issue 33: the guest gives the open payment up; the order's items may then go to a basket
    app.post(
      '/payment/cancel',
      {
        config: { answers: [409] },
        schema: {
          tags,
          body: paymentCancelBodySchema,
          response: { 200: paymentCancelResponseSchema },
        },
      },
      async (request) => {
        const { restaurantId, orderId, token } = request.body;
        const restaurant = await requireRestaurant(restaurantId);
        const order = await findReadableOrder(db, restaurantId, { orderId, token }, request.principal);
        if (!order) throw notFound('order_not_exist');
        const status = await cancelOpenPayment(paymentContext(deps, restaurant, request.log), order);
        return { data: { status } };
      },
    );

    // Mollie posts only the payment id; unknown ids get the same answer and change nothing
    app.post(
      '/payment/mollie/webhook',
      { config: { public: true }, schema: { tags, body: mollieWebhookBodySchema } },
      async (request, reply) => {
        const payment = await findPaymentByProviderId(db, 'mollie', request.body.id);
        if (payment) {
          const restaurant = await requireRestaurant(payment.restaurantId);
          await settlePayment(paymentContext(deps, restaurant, request.log), payment.id);
        }
        return reply.code(200).send();
      },
    );

    const saferpayNotify = async (
      subject: { orderId?: number; tableClaimId?: number },
      log: FastifyBaseLogger,
    ) => {
      const payment =
        subject.orderId !== undefined
          ? await latestPaymentOf(db, subject.orderId)
          : subject.tableClaimId !== undefined
            ? await latestClaimPaymentOf(db, subject.tableClaimId)
            : undefined;
      if (payment?.provider !== 'saferPay') return;
      const restaurant = await requireRestaurant(payment.restaurantId);
      await settlePayment(paymentContext(deps, restaurant, log), payment.id);
    };
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: '/payment/saferpay/notify',
        config: { public: true },
        schema: { tags, querystring: saferpayNotifyQuerySchema },
        handler: async (request, reply) => {
          await saferpayNotify(request.query, request.log);
          return reply.code(200).send();
        },
      });
    }

    // the demo provider's hosted page: only for restaurants in demo mode
    const demoRestaurant = async (restaurantId: number) => {
      const restaurant = await requireRestaurant(restaurantId);
      if (!restaurantSettings(restaurant).demo_mode) throw notFound('payment_not_exist');
      return restaurant;
    };
    app.get(
      '/payment/demo/session',
      { schema: { tags, querystring: demoSessionQuerySchema, response: { 200: demoSessionResponseSchema } } },
      async (request) => {
        const restaurant = await demoRestaurant(request.query.restaurantId);
        const [session] = await db
          .select()
          .from(schema.demoPaymentSessions)
          .where(
            and(
              eq(schema.demoPaymentSessions.id, request.query.session),
              eq(schema.demoPaymentSessions.restaurantId, restaurant.id),
            ),
          );
        if (!session) throw notFound('payment_not_exist');
        const { amount, currency, description, outcome, returnUrl } = session;
        return {
          data: {
            amount,
            currency,
            description,
            outcome,
            returnUrl,
            expired: session.expiresAt.getTime() <= Date.now(),
          },
        };
      },
    );
    app.post(
      '/payment/demo/decide',
      {
        config: { answers: [409] },
        schema: { tags, body: demoDecideBodySchema, response: { 200: demoDecideResponseSchema } },
      },
      async (request) => {
        const restaurant = await demoRestaurant(request.body.restaurantId);
        // decided once, before the session expires, like a real payment page
        const [session] = await db
          .update(schema.demoPaymentSessions)
          .set({ outcome: request.body.outcome })
          .where(
            and(
              eq(schema.demoPaymentSessions.id, request.body.session),
              eq(schema.demoPaymentSessions.restaurantId, restaurant.id),
              isNull(schema.demoPaymentSessions.outcome),
              gt(schema.demoPaymentSessions.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!session) throw new HttpError(409, 'payment_cannot_update');
        return { data: { returnUrl: session.returnUrl } };
      },
    );
  };
}
