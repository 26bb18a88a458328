import type { Realtime } from './event-bus';

/**
 * Issue 16: what the live board hears of calls from tables — a new call ('Table 12 calls') and
 * its acknowledgement by a manager, so every board of the restaurant clears it. Managers only:
 * a guest's order socket never receives them.
 */
export type TableCallEventType = 'table.call' | 'table.call.acknowledged';

export interface TableCallEvent {
  type: TableCallEventType;
  restaurantId: number;
  callId: number;
  tableId: number;
  tableName: string;
  kind: 'robot' | 'waiter';
  /** when it happened, ISO instant */
  at: string;
}

export type TableCallEventInput = Omit<TableCallEvent, 'at'> & { at?: string };

const eventTypes: readonly string[] = ['table.call', 'table.call.acknowledged'];

/** Reads a table call event off the wire (Redis messages are JSON); anything else is dropped. */
export function parseTableCallEvent(text: string): TableCallEvent | undefined {
  try {
    const value = JSON.parse(text) as Partial<TableCallEvent>;
    if (
      typeof value.type === 'string' &&
      eventTypes.includes(value.type) &&
      Number.isInteger(value.restaurantId) &&
      Number.isInteger(value.callId) &&
      Number.isInteger(value.tableId) &&
      typeof value.tableName === 'string' &&
      (value.kind === 'robot' || value.kind === 'waiter') &&
      typeof value.at === 'string'
    )
      return value as TableCallEvent;
  } catch {}
  return undefined;
}

type CallFacts = Omit<TableCallEventInput, 'type'>;

/** After the call is committed (never inside the transaction); never throws. */
export const publishTableCall = (realtime: Realtime, call: CallFacts) =>
  realtime.publish({ type: 'table.call', ...call });

export const publishTableCallAcknowledged = (realtime: Realtime, call: CallFacts) =>
  realtime.publish({ type: 'table.call.acknowledged', ...call });
