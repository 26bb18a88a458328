import {
  basketRefQuerySchema,
  createOrderBodySchema,
  createOrderResponseSchema,
  messageResponseSchema,
  orderQuerySchema,
  orderResponseSchema,
  reorderBodySchema,
  reorderResponseSchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import {
  formatLocalDateTime,
  isHostedPayment,
  mayReadOrder,
  resolveText,
  toLocalMoment,
} from '@tavola/domain';
import { serverTranslator } from '@tavola/i18n';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound } from '../../lib/http-error';
import { taxLineDtos } from '../../lib/tax-line-dtos';
import { requestLocale } from '../../plugins/locale';
import { sendOrderMails } from '../order-mails';
import { publishOrderCreated } from '../realtime';
import { restaurantLocale } from '../restaurants';
import { orderTicketDtos } from '../tickets';
import { prepareOrder } from './create-order';
import { placeOrder } from './place-order.service';
import { reorder } from './reorder.service';

const tags = ['order'];
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

export function orderRoutes({
  db,
  requireRestaurant,
  config,
  mailer,
  realtime,
  credentials,
}: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/order/create-order',
      {
        config: { answers: [409, 429] },
        schema: {
          tags,
          headers: idempotencyHeaders,
          body: createOrderBodySchema,
          response: { 200: createOrderResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        // decision 040: only a manager adds items to a table's bill, and managers order no basket
        if (request.body.externalBasketItems?.length)
          throw new HttpError(403, 'table_payment_external_items_managers');
        const locale = requestLocale(request);
        const data = await placeOrder(
          {
            db,
            restaurant,
            principal: request.principal,
            locale,
            publicUrl: config.publicUrl,
            credentials,
          },
          {
            basketId: request.body.basketId,
            paymentType: request.body.paymentType,
            qrCode: request.body.qrCode,
            deliveryTime: request.body.deliveryTime,
            total: request.body.total,
            pin: request.body.pin,
            tablePaymentId: request.body.tablePaymentId,
            idempotencyKey: request.headers['idempotency-key'],
          },
        );
        if (data.created) {
          // committed: the restaurant's live board hears of it (issue 7)
          void publishOrderCreated(realtime, { restaurantId: restaurant.id, orderId: data.orderId });
        }
        // a provider payment's guest hears from us once it is paid
        if (data.created && !isHostedPayment(request.body.paymentType)) {
          sendOrderMails(db, mailer, restaurant, data.placed ?? data.orderId, config.publicUrl).catch(
            (error: unknown) =>
              request.log.error({ err: error, orderId: data.orderId }, 'order e-mails failed'),
          );
        }
        const { created: _created, placed: _placed, ...answer } = data;
        return {
          data: answer,
          message: {
            type: 'success' as const,
            body: serverTranslator(locale)('order_placed'),
            code: 'order_placed',
          },
        };
      },
    );

    app.post(
      '/order/is-valid',
      { schema: { tags, querystring: basketRefQuerySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const locale = requestLocale(request);
        const caller = {
          db,
          restaurant,
          principal: request.principal,
          locale,
          publicUrl: config.publicUrl,
          credentials,
        };
        // the same checks as create-order, in a transaction that takes nothing
        await db.transaction((tx) => prepareOrder(tx, caller, { basketId: request.query.basketId }));
        return {
          message: {
            type: 'success' as const,
            body: serverTranslator(locale)('order_valid'),
            code: 'order_valid',
          },
        };
      },
    );

    app.post(
      '/order/create-basket',
      { schema: { tags, body: reorderBodySchema, response: { 200: reorderResponseSchema } } },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        const locale = requestLocale(request);
        const data = await reorder(
          { db, restaurant, principal: request.principal, locale, publicUrl: config.publicUrl, credentials },
          { orderId: request.body.orderId, token: request.body.token, basketId: request.body.basketId },
        );
        return {
          data,
          message: {
            type: 'success' as const,
            body: serverTranslator(locale)('reorder_created'),
            code: 'reorder_created',
          },
        };
      },
    );

    app.get(
      '/order',
      { schema: { tags, querystring: orderQuerySchema, response: { 200: orderResponseSchema } } },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const [order] = await db
          .select()
          .from(schema.orders)
          .where(
            and(eq(schema.orders.id, request.query.orderId), eq(schema.orders.restaurantId, restaurant.id)),
          );
        const principal = request.principal;
        if (!order || !mayReadOrder(order, request.query.token, principal)) throw notFound('order_not_exist');
        const locale = requestLocale(request);
        const fallback = restaurantLocale(restaurant);
        const [lines, table, tickets, [payment]] = await Promise.all([
          db.select().from(schema.orderProducts).where(eq(schema.orderProducts.orderId, order.id)),
          order.tableId
            ? db
                .select({ id: schema.tables.id, name: schema.tables.name })
                .from(schema.tables)
                .where(eq(schema.tables.id, order.tableId))
            : [],
          orderTicketDtos(db, restaurant, order.id, locale),
          db
            .select({ providerPaymentId: schema.payments.providerPaymentId })
            .from(schema.payments)
            .where(
              and(eq(schema.payments.restaurantId, restaurant.id), eq(schema.payments.orderId, order.id)),
            )
            .orderBy(desc(schema.payments.createdAt), desc(schema.payments.id))
            .limit(1),
        ]);
        return {
          data: {
            order: {
              id: order.id,
              status: order.status,
              ready_at: order.readyAt?.toISOString() ?? null,
              payment: order.paymentType,
              paymentState: order.paymentState,
              is_online_payment: order.isOnlinePayment,
              payment_id: payment?.providerPaymentId ?? null,
              deliveryType: order.deliveryType,
              deliveryTime: order.deliveryTime
                ? formatLocalDateTime(toLocalMoment(order.deliveryTime.getTime(), restaurant.timeZone))
                : null,
              user_details: JSON.stringify(
                Object.fromEntries(
                  Object.entries(order.contact).filter(([, value]) => typeof value === 'string'),
                ),
              ),
              subtotal: order.subtotal,
              deposits: order.depotTotal,
              shipping_price: order.shippingPrice,
              tip: order.tip,
              voucher: order.voucherCode,
              discount: order.discount,
              total: order.total,
              currency: order.currency,
              created_at: order.createdAt.toISOString(),
              table_id: order.tableId,
              tax_lines: taxLineDtos(order.taxLines),
              invoice_number: order.invoiceNumber,
              credit_note_number: order.creditNoteNumber,
            },
            products: lines.map((line) => ({
              id: line.id,
              name: resolveText(line.name, locale, fallback),
              quantity: line.quantity,
              unitPrice: line.unitPrice,
              totalPrice: line.totalPrice,
              options: line.options.map((option) => ({
                name: resolveText(option.name, locale, fallback),
                quantity: option.quantity,
                price: option.price,
              })),
              comment: line.extraInfo.comment ?? null,
            })),
            table: table[0] ?? null,
            tickets,
          },
        };
      },
    );
  };
}
