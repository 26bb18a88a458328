import {
  createTableBodySchema,
  managerTableRefSchema,
  managerTableResponseSchema,
  managerTablesQuerySchema,
  managerTablesResponseSchema,
  tableOverviewResponseSchema,
  tableQrCodeResponseSchema,
  tableQrSheetResponseSchema,
  updateTableBodySchema,
} from '@tavola/contracts';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { managedRestaurant, requireManagerId } from '../manager-access';
import {
  changeTable,
  createTable,
  listManagerTables,
  regenerateTableQr,
  type TablesView,
  tableOverview,
  tableQr,
  tableQrSheet,
} from './manager-tables.service';

const tags = ['managers'];

/** Issue 16: a manager's tables — list, create, change (and deactivate), QR codes, the table view. */
export function managerTableRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  const success = (request: FastifyRequest, key: ServerMessageKey) => ({
    type: 'success' as const,
    body: serverTranslator(requestLocale(request))(key),
    code: key,
  });
  /** the restaurant of the request, which the manager must run (SPEC §6) */
  const view = async (request: FastifyRequest, restaurantId: number): Promise<TablesView> => {
    const { restaurant } = await managedRestaurant(deps, request.principal, restaurantId);
    return { restaurant, publicUrl: config.publicUrl };
  };

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/tables',
      {
        schema: {
          tags,
          querystring: managerTablesQuerySchema,
          response: { 200: managerTablesResponseSchema },
        },
      },
      async (request) => ({
        data: await listManagerTables(db, await view(request, request.query.restaurantId)),
      }),
    );

    app.post(
      '/managers/tables/create',
      {
        config: { activity: { kind: 'tables.table.create' } },
        schema: { tags, body: createTableBodySchema, response: { 200: managerTableResponseSchema } },
      },
      async (request) => {
        const { restaurantId, ...input } = request.body;
        const data = await createTable(db, await view(request, restaurantId), input);
        return { data, message: success(request, 'table_created') };
      },
    );

    app.post(
      '/managers/tables/update',
      {
        config: { activity: { kind: 'tables.table.update' } },
        schema: {
          tags,
          description:
            'Changes the fields given. `active: false` deactivates the table: its QR code is refused.',
          body: updateTableBodySchema,
          response: { 200: managerTableResponseSchema },
        },
      },
      async (request) => {
        const { restaurantId, id, lang: _lang, ...input } = request.body;
        const data = await changeTable(db, await view(request, restaurantId), id, input);
        return { data, message: success(request, 'table_updated') };
      },
    );

    app.post(
      '/managers/tables/regenerate-qr',
      {
        config: { activity: { kind: 'tables.table.qr' } },
        schema: {
          tags,
          description: 'A new QR token for the table; codes printed before stop working at once.',
          body: managerTableRefSchema,
          response: { 200: managerTableResponseSchema },
        },
      },
      async (request) => {
        const data = await regenerateTableQr(
          db,
          await view(request, request.body.restaurantId),
          request.body.id,
        );
        return { data, message: success(request, 'table_qr_regenerated') };
      },
    );

    app.get(
      '/managers/tables/qr',
      { schema: { tags, querystring: managerTableRefSchema, response: { 200: tableQrCodeResponseSchema } } },
      async (request) => ({
        data: await tableQr(db, await view(request, request.query.restaurantId), request.query.id),
      }),
    );

    app.get(
      '/managers/tables/qr-sheet',
      {
        schema: {
          tags,
          querystring: managerTablesQuerySchema,
          response: { 200: tableQrSheetResponseSchema },
        },
      },
      async (request) => ({ data: await tableQrSheet(db, await view(request, request.query.restaurantId)) }),
    );

    app.get(
      '/managers/tables/overview',
      {
        schema: {
          tags,
          querystring: managerTablesQuerySchema,
          response: { 200: tableOverviewResponseSchema },
        },
      },
      async (request) => {
        const tablesView = await view(request, request.query.restaurantId);
        return { data: await tableOverview(db, tablesView), currency: tablesView.restaurant.currency };
      },
    );
  };
}
