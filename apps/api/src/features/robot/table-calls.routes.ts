import {
  acknowledgeTableCallBodySchema,
  tableCallResponseSchema,
  tableCallsQuerySchema,
  tableCallsResponseSchema,
} from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { tableName } from '../activity';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { acknowledgeTableCall, listTableCalls } from './table-calls.service';

const tags = ['managers'];

/** Issue 16: the calls from tables on a manager's board, and their acknowledgement. */
export function tableCallRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, realtime } = deps;
  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/table-calls',
      { schema: { tags, querystring: tableCallsQuerySchema, response: { 200: tableCallsResponseSchema } } },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.query.restaurantId);
        return { data: await listTableCalls(db, restaurant, { all: request.query.all }) };
      },
    );

    app.post(
      '/managers/table-calls/acknowledge',
      {
        config: {
          activity: { kind: 'tables.call.acknowledge', subject: tableName },
        },
        schema: { tags, body: acknowledgeTableCallBodySchema, response: { 200: tableCallResponseSchema } },
      },
      async (request) => {
        const { managerId, restaurant } = await managedRestaurant(
          deps,
          request.principal,
          request.body.restaurantId,
        );
        const data = await acknowledgeTableCall({ db, realtime }, restaurant, {
          managerId,
          callId: request.body.id,
        });
        const body = serverTranslator(requestLocale(request))('table_call_acknowledged');
        return { data, message: { type: 'success' as const, body, code: 'table_call_acknowledged' } };
      },
    );
  };
}
