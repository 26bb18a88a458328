import type { Database } from '@tavola/db';
import { epochOfLocal, type LocalMoment } from '@tavola/domain';
import { releaseCapacity, takeCapacity } from '../capacity';

/** An order's place in the kitchen's quarter hours. */
export interface SlotHold {
  restaurantId: number;
  slotStart: Date;
}

/** The quarter hour an order falls in: its moment rounded down to :00, :15, :30 or :45. */
export function quarterOf(moment: LocalMoment, timeZone: string): { start: LocalMoment; slotStart: Date } {
  const start = { ...moment, minutes: moment.minutes - (moment.minutes % 15) };
  return { start, slotStart: new Date(epochOfLocal(start.date, start.minutes, timeZone)) };
}

/** Takes one order's place in its quarter hour, only while under `cap` (null: counted, never refused). */
export const holdSlot = (tx: Database, hold: SlotHold, cap: number | null): Promise<boolean> =>
  takeCapacity(tx, { ...hold, kind: 'delivery', amount: 1 }, cap);

/** The undo of holdSlot. */
export const releaseSlot = (tx: Database, hold: SlotHold): Promise<void> =>
  releaseCapacity(tx, { ...hold, kind: 'delivery', amount: 1 });
