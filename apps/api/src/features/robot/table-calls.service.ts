import type { TableCallDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { formatLocalDateTime, toLocalMoment } from '@tavola/domain';
import { notFound } from '../../lib/http-error';
import { publishTableCallAcknowledged, type Realtime } from '../realtime';
import type { RestaurantRow } from '../restaurants';
import { acknowledgeCall, findTableCall, findTableCalls, type TableCallRow } from './table-calls.repository';

const dayMs = 86_400_000;

function toDto(row: TableCallRow, restaurant: RestaurantRow): TableCallDto {
  return {
    id: row.call.id,
    table: row.table,
    kind: row.call.kind,
    created_at: row.call.createdAt.toISOString(),
    created_time: formatLocalDateTime(toLocalMoment(row.call.createdAt.getTime(), restaurant.timeZone)),
    acknowledged_at: row.call.acknowledgedAt?.toISOString() ?? null,
    acknowledged_by: row.manager,
  };
}

/** The board's calls: the open ones, or with `all` also those of the last 24 hours. */
export async function listTableCalls(db: Database, restaurant: RestaurantRow, options: { all: boolean }) {
  const since = options.all ? new Date(Date.now() - dayMs) : undefined;
  return (await findTableCalls(db, restaurant.id, since)).map((row) => toDto(row, restaurant));
}

/**
 * A manager has seen the call: it leaves every board of the restaurant (an event tells them).
 * Acknowledging it again changes nothing and tells no one.
 */
export async function acknowledgeTableCall(
  deps: { db: Database; realtime: Realtime },
  restaurant: RestaurantRow,
  input: { managerId: number; callId: number },
): Promise<TableCallDto> {
  const acknowledged = await acknowledgeCall(
    deps.db,
    restaurant.id,
    input.callId,
    input.managerId,
    new Date(),
  );
  const row = await findTableCall(deps.db, restaurant.id, input.callId);
  if (!row) throw notFound('table_call_not_exist');
  if (acknowledged) {
    void publishTableCallAcknowledged(deps.realtime, {
      restaurantId: restaurant.id,
      callId: row.call.id,
      tableId: row.table.id,
      tableName: row.table.name,
      kind: row.call.kind,
      at: row.call.acknowledgedAt!.toISOString(),
    });
  }
  return toDto(row, restaurant);
}
