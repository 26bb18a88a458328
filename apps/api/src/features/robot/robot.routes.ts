import { robotRequestQuerySchema, robotRequestResponseSchema } from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { createRobotPort } from './robot-port';
import { requestRobot } from './robot-request.service';

/** SPEC §7 GET /api/restaurant/robot-request: the floating button at a table (issue 16). */
export function robotRoutes({ db, realtime, requireRestaurant, config }: AppDeps): FastifyPluginAsyncZod {
  const robot = createRobotPort({ timeoutMs: config.ROBOT_TIMEOUT_MS });
  return async (app) => {
    app.get(
      '/restaurant/robot-request',
      {
        config: { answers: [429] },
        schema: {
          tags: ['restaurant'],
          description:
            "Calls the restaurant's robot (or, without one, a waiter through the live board) to the caller's table. " +
            'The caller’s basket must hold the table; one call per table a minute (429 with Retry-After); ' +
            "503 when the restaurant's robot does not take the task.",
          querystring: robotRequestQuerySchema,
          response: { 200: robotRequestResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const data = await requestRobot(
          { db, realtime, robot },
          { restaurant, principal: request.principal },
          request.query.tableId,
        );
        // SPEC §8 success messages: 'robot task set' when the robot took it, else 'request submitted'
        const key = data.kind === 'robot' ? 'robot_task_set' : 'request_submitted';
        const body = serverTranslator(requestLocale(request))(key);
        return { data, message: { type: 'success' as const, body, code: key } };
      },
    );
  };
}
