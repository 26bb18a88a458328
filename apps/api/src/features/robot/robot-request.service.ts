import type { Database } from '@tavola/db';
import { secondsUntilNextCall } from '@tavola/domain';
import { HttpError, notFound } from '../../lib/http-error';
import type { Principal } from '../auth';
import { publishTableCall, type Realtime } from '../realtime';
import { type RestaurantRow, restaurantSettings } from '../restaurants';
import { type RobotPort, RobotUnavailableError } from './robot-port';
import {
  callerSitsAt,
  findRobotEndpoint,
  insertTableCall,
  latestCallAt,
  lockTable,
} from './table-calls.repository';

export interface RobotRequestDeps {
  db: Database;
  realtime: Realtime;
  robot: RobotPort;
}

/**
 * SPEC §7 GET robot-request (issue 16). In order: the restaurant offers it (SPEC §6 settings
 * gating), the caller's basket holds the table, the table has not called within the minute
 * (counted per table only now, once the caller is known to sit there: decision 016), then the
 * call is recorded and reaches the live board at once. A restaurant with a robot endpoint also
 * gets the task there; if the robot does not take it the guest hears 503 'robot service
 * unavailable', while the board has the call all the same.
 */
export async function requestRobot(
  deps: RobotRequestDeps,
  caller: { restaurant: RestaurantRow; principal: Principal | undefined },
  tableId: number,
): Promise<{ id: number; kind: 'robot' | 'waiter' }> {
  const { restaurant, principal } = caller;
  if (!restaurantSettings(restaurant).robot_request_available)
    throw new HttpError(403, 'robot_request_unavailable');
  if (!principal || principal.kind === 'manager') throw new HttpError(403, 'not_authorized');
  const owner = principal.kind === 'public' ? { guestId: principal.guestId } : { userId: principal.userId };
  const { call, table, endpoint } = await deps.db.transaction(async (tx) => {
    if (!(await callerSitsAt(tx, restaurant.id, tableId, owner)))
      throw new HttpError(403, 'robot_request_needs_table');
    const table = await lockTable(tx, restaurant.id, tableId);
    if (!table?.active) throw notFound('table_not_exist');
    const wait = secondsUntilNextCall(
      (await latestCallAt(tx, restaurant.id, tableId))?.getTime(),
      Date.now(),
    );
    if (wait > 0) throw new HttpError(429, 'table_call_wait', { seconds: wait });
    const endpoint = await findRobotEndpoint(tx, restaurant.id);
    const call = await insertTableCall(tx, {
      restaurantId: restaurant.id,
      tableId,
      kind: endpoint ? 'robot' : 'waiter',
    });
    return { call, table, endpoint };
  });
  // committed: every board of the restaurant shows 'Table … calls' now
  void publishTableCall(deps.realtime, {
    restaurantId: restaurant.id,
    callId: call.id,
    tableId: table.id,
    tableName: table.name,
    kind: call.kind,
    at: call.createdAt.toISOString(),
  });
  if (endpoint) {
    try {
      await deps.robot.dispatch(endpoint, {
        callId: call.id,
        restaurant: { id: restaurant.id, slug: restaurant.slug },
        table: { id: table.id, name: table.name, area: table.area },
        requestedAt: call.createdAt.toISOString(),
      });
    } catch (error) {
      if (error instanceof RobotUnavailableError) throw new HttpError(503, 'robot_unavailable');
      throw error;
    }
  }
  return { id: call.id, kind: call.kind };
}
