import { setTableBodySchema, setTableResponseSchema } from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { createAttemptGuard } from '../auth';
import { basketCaller } from '../basket';
import { setTable } from './set-table.service';

/** SPEC §7 POST api/basket/set-table: a guest scanned a table's QR code (issue 16). */
export function setTableRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const guard = createAttemptGuard(deps.attempts);
  return async (app) => {
    app.post(
      '/basket/set-table',
      {
        config: { answers: [409, 429] },
        schema: { tags: ['basket'], body: setTableBodySchema, response: { 200: setTableResponseSchema } },
      },
      async (request) => {
        const { restaurantId, basketId, tableId, tableName, table, qrcode, tablePaymentId } = request.body;
        const {
          basket,
          table: row,
          removed,
          visit,
        } = await setTable(await basketCaller(deps, request, restaurantId), guard, request.ip, {
          basketId,
          tableId,
          tableName: tableName ?? table,
          qrcode,
          tablePaymentId,
        });
        const body = serverTranslator(requestLocale(request))('table_set', { name: row.name });
        return {
          data: basket,
          removed,
          tablePaymentId: visit.publicId,
          message: { type: 'success' as const, body, code: 'table_set' },
        };
      },
    );
  };
}
