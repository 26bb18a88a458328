import {
  createTablePaymentBodySchema,
  managerTableRefSchema,
  tablePaymentEventBodySchema,
  tablePaymentEventHeadersSchema,
  tablePaymentEventResponseSchema,
  tablePaymentQuerySchema,
  tablePaymentResponseSchema,
  tableReceiptBodySchema,
  tableReceiptResponseSchema,
} from '@tavola/contracts';
import { schema } from '@tavola/db';
import type { Locale } from '@tavola/i18n';
import { serverTranslator } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { tableName } from '../activity';
import { createAttemptGuard } from '../auth';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { paymentContext, settlePayment } from '../payment';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import {
  announceClaimSettlement,
  announceTablePayment,
  findTablePayment,
  loadTableBill,
  openClaimPayment,
  openPaymentLinks,
  type TablePaymentRow,
} from '../table-bill';
import { claimTablePayment } from './claim-table-payment';
import { claimantOf } from './claimant';
import { mailClosedBill } from './mail-closed-bill';
import { openTablePayment } from './open-table-payment';
import { settleAtTable } from './settle-at-table';
import { tablePaymentView } from './table-payment-view';

const tags = ['table-payments'];

/** SPEC §7 table-payments: open a table's bill, read it, take and pay a part of it (issue 17). */
export function tablePaymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, requireRestaurant, config } = deps;
  const guard = createAttemptGuard(deps.attempts);

  /** The bill as the caller sees it now. */
  async function billAnswer(
    restaurant: RestaurantRow,
    session: TablePaymentRow,
    locale: Locale,
    claimant: string | null,
  ) {
    const [loaded, [table]] = await Promise.all([
      loadTableBill(db, session, { locale, fallback: restaurantLocale(restaurant) }),
      db
        .select({ id: schema.tables.id, name: schema.tables.name })
        .from(schema.tables)
        .where(eq(schema.tables.id, session.tableId)),
    ]);
    if (!table) throw notFound('table_not_exist');
    const own = loaded.claims.filter((claim) => claim.state === 'held' && claim.claimant === claimant);
    return tablePaymentView(
      loaded,
      table,
      restaurant,
      claimant,
      await openPaymentLinks(
        db,
        own.map((claim) => claim.id),
      ),
    );
  }

  return async (app) => {
    app.post(
      '/table-payments/create',
      {
        config: { answers: [409, 429] },
        schema: { tags, body: createTablePaymentBodySchema, response: { 200: tablePaymentResponseSchema } },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        const locale = requestLocale(request);
        const caller = { db, restaurant, principal: request.principal, address: request.ip };
        const { session, itemsAdded } = await openTablePayment(caller, guard, request.body);
        if (itemsAdded) announceTablePayment(deps, session, 'items_added', null);
        const data = await billAnswer(restaurant, session, locale, claimantOf(request.principal));
        const body = serverTranslator(locale)('table_payment_opened', { name: data.table.name });
        return { data, message: { type: 'success' as const, body, code: 'table_payment_opened' } };
      },
    );

    app.get(
      '/table-payments',
      {
        schema: { tags, querystring: tablePaymentQuerySchema, response: { 200: tablePaymentResponseSchema } },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const { tablePaymentId, claimId } = request.query;
        const found = await findTablePayment(db, restaurant.id, tablePaymentId);
        if (!found) throw notFound('table_payment_not_exist');
        const payment = claimId !== undefined ? await openClaimPayment(db, found, claimId) : undefined;
        if (payment) await settlePayment(paymentContext(deps, restaurant, request.log), payment.id);
        // read again after settling: the payment may have closed the bill
        const session = payment ? await findTablePayment(db, restaurant.id, tablePaymentId) : found;
        if (!session) throw notFound('table_payment_not_exist');
        return {
          data: await billAnswer(restaurant, session, requestLocale(request), claimantOf(request.principal)),
        };
      },
    );

    app.post(
      '/table-payments/events',
      {
        config: { answers: [404, 409] },
        schema: {
          tags,
          headers: tablePaymentEventHeadersSchema,
          body: tablePaymentEventBodySchema,
          response: { 200: tablePaymentEventResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        const locale = requestLocale(request);
        const socketId = request.headers['x-socket-id'];
        const outcome = await claimTablePayment(
          {
            db,
            restaurant,
            principal: request.principal,
            address: request.ip,
            locale,
            publicUrl: config.publicUrl,
            credentials: deps.credentials,
          },
          request.body,
          request.headers['idempotency-key'],
        );
        if ('refused' in outcome) {
          announceTablePayment(deps, outcome.session, 'released', outcome.claim.id, socketId);
          throw outcome.refused;
        }
        if (outcome.created) {
          announceTablePayment(deps, outcome.session, 'claimed', outcome.claim.id, socketId);
          if (outcome.settlement)
            announceClaimSettlement(deps, restaurant, outcome.settlement, request.log, socketId);
        }
        // read again: the claim may have closed the bill (payFix)
        const session = await findTablePayment(db, restaurant.id, outcome.session.publicId);
        if (!session) throw notFound('table_payment_not_exist');
        const tablePayment = await billAnswer(restaurant, session, locale, claimantOf(request.principal));
        const claim = tablePayment.claims.find((entry) => entry.id === outcome.claim.id);
        if (!claim) throw notFound('table_payment_not_exist');
        return {
          data: { claim, paymentLink: outcome.paymentLink, tablePayment },
          message: {
            type: 'success' as const,
            body: serverTranslator(locale)('table_payment_claimed'),
            code: 'table_payment_claimed',
          },
        };
      },
    );

    // not in SPEC §7 (decision 064): the staff took the rest of a table's bill at the table
    app.post(
      '/managers/tables/settle',
      {
        config: { answers: [409], activity: { kind: 'tables.bill.settle', subject: tableName } },
        // a guest's or customer's token is refused before its input is even looked at
        preValidation: async (request) => {
          requireManagerId(request.principal);
        },
        schema: {
          tags: ['managers'],
          description:
            "Marks what is left of the table's bill as paid at the table (cash or the staff's card terminal) and closes the bill; 409 while a guest is paying a part online, or when nothing is left.",
          body: managerTableRefSchema,
          response: { 200: tablePaymentResponseSchema },
        },
      },
      async (request) => {
        const { managerId, restaurant } = await managedRestaurant(
          deps,
          request.principal,
          request.body.restaurantId,
        );
        const settlement = await settleAtTable(db, restaurant, request.body.id, managerId);
        announceClaimSettlement(deps, restaurant, settlement, request.log);
        const locale = requestLocale(request);
        // read again: the bill is closed now
        const session = await findTablePayment(db, restaurant.id, settlement.session.publicId);
        if (!session) throw notFound('table_payment_not_exist');
        const data = await billAnswer(restaurant, session, locale, claimantOf(request.principal));
        const body = serverTranslator(locale)('table_payment_settled', { name: data.table.name });
        return { data, message: { type: 'success' as const, body, code: 'table_payment_settled' } };
      },
    );

    // issue 17, not in SPEC §7 (decision 033, addendum): the closed bill's receipt on request
    app.post(
      '/table-payments/receipt',
      {
        config: { answers: [409, 429] },
        schema: { tags, body: tableReceiptBodySchema, response: { 200: tableReceiptResponseSchema } },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        const locale = requestLocale(request);
        const { tablePaymentId, email } = request.body;
        await mailClosedBill({ db, mailer: deps.mailer, guard, log: request.log }, restaurant, {
          tablePaymentId,
          email,
          locale,
          address: request.ip,
        });
        return {
          message: {
            type: 'success' as const,
            body: serverTranslator(locale)('table_receipt_sent', { email }),
            code: 'table_receipt_sent',
          },
        };
      },
    );
  };
}
