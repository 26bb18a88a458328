import {
  closeTableVisitResponseSchema,
  managerTableRefSchema,
  tablePaymentResponseSchema,
} from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { requestLocale } from '../../plugins/locale';
import { tableName } from '../activity';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { publishOrderPayment } from '../realtime';
import { restaurantLocale } from '../restaurants';
import { announceTablePayment, loadTableBill } from '../table-bill';
import { findTable, openVisitOf } from '../tables';
import { claimantOf } from './claimant';
import { closeTableVisit } from './close-table-visit';
import { tablePaymentView } from './table-payment-view';

const tags = ['managers'];

/**
 * Issue 33, not in SPEC §7: a table's bill as the staff see it — its rounds and who paid what —
 * and closing the table's visit once nothing is left to pay (decision 071).
 */
export function managerTableBillRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/tables/bill',
      {
        schema: {
          tags,
          description:
            "The table's open bill: its rounds (each order and the lines it holds), its lines and who paid what; 404 while the table has no open visit.",
          querystring: managerTableRefSchema,
          response: { 200: tablePaymentResponseSchema },
        },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.query.restaurantId);
        const table = await findTable(db, restaurant.id, { id: request.query.id });
        if (!table) throw notFound('table_not_exist');
        const session = await openVisitOf(db, restaurant.id, table.id);
        if (!session) throw notFound('table_payment_not_exist');
        const loaded = await loadTableBill(db, session, {
          locale: requestLocale(request),
          fallback: restaurantLocale(restaurant),
        });
        const view = { id: table.id, name: table.name };
        return { data: tablePaymentView(loaded, view, restaurant, claimantOf(request.principal)) };
      },
    );

    app.post(
      '/managers/tables/close-visit',
      {
        config: { answers: [409], activity: { kind: 'tables.visit.close', subject: tableName } },
        schema: {
          tags,
          description:
            "Closes the table's visit once nothing is left to pay, so its next guests start a new one (409 while something is left or being paid).",
          body: managerTableRefSchema,
          response: { 200: closeTableVisitResponseSchema },
        },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.body.restaurantId);
        const locale = requestLocale(request);
        const closed = await closeTableVisit(db, restaurant, request.body.id, locale);
        if (closed.session) {
          announceTablePayment(deps, closed.session, 'closed', null);
          for (const orderId of closed.closedOrderIds)
            void publishOrderPayment(deps.realtime, {
              restaurantId: restaurant.id,
              orderId,
              paymentState: 'paid',
            });
        }
        const table = { id: closed.table.id, name: closed.table.name };
        return {
          data: { table },
          message: {
            type: 'success' as const,
            body: serverTranslator(locale)('table_visit_closed', { name: table.name }),
            code: 'table_visit_closed',
          },
        };
      },
    );
  };
}
