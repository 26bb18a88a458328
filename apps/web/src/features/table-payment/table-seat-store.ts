import { useSyncExternalStore } from 'react';
import { tableSeatKey } from '../table';
import { createTableSeats, type TableSeat } from './table-seat';

/** Issue 17: the guest's table per restaurant on this phone (see table-seat.ts). */
export const tableSeats = createTableSeats(localStorage, tableSeatKey);

/** The stored table of a restaurant; re-renders when it changes. */
export function useTableSeat(restaurantId: number): TableSeat | undefined {
  const raw = useSyncExternalStore(tableSeats.subscribe, () =>
    JSON.stringify(tableSeats.read(restaurantId) ?? null),
  );
  return (JSON.parse(raw) as TableSeat | null) ?? undefined;
}
