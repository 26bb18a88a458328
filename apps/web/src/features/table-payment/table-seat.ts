/**
 * Issue 17: the table a guest sat down at by its QR code (kept on arrival by features/table
 * `sitAtTable`), as the order and bill pages read and note it: `ordered` says the guest placed
 * an order at the table to pay at the end, which is when the storefront offers the bill;
 * `tablePaymentId` is the bill once known.
 */
export interface TableSeat {
  tableId: number;
  tableName: string;
  qrcode: string;
  ordered?: boolean;
  tablePaymentId?: string;
}

function isSeat(value: unknown): value is TableSeat {
  if (typeof value !== 'object' || value === null) return false;
  const seat = value as Partial<TableSeat>;
  return (
    Number.isInteger(seat.tableId) && typeof seat.tableName === 'string' && typeof seat.qrcode === 'string'
  );
}

export function createTableSeats(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  /** where a restaurant's seat is kept (features/table `tableSeatKey`) */
  keyOf: (restaurantId: number) => string,
) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const read = (restaurantId: number): TableSeat | undefined => {
    try {
      const value: unknown = JSON.parse(storage.getItem(keyOf(restaurantId)) ?? 'null');
      return isSeat(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const write = (restaurantId: number, seat: TableSeat) => {
    try {
      storage.setItem(keyOf(restaurantId), JSON.stringify(seat));
    } catch {
      // private mode or a full storage: the bill is then reached from the order page only
    }
    notify();
  };
  return {
    read,
    /** An order to pay at the end was placed at this table: the bill is worth offering. */
    ordered(restaurantId: number, tableId: number) {
      const seat = read(restaurantId);
      if (seat?.tableId === tableId && !seat.ordered) write(restaurantId, { ...seat, ordered: true });
    },
    /** The bill the table's phones share, once opened. */
    bill(restaurantId: number, tablePaymentId: string) {
      const seat = read(restaurantId);
      if (seat && seat.tablePaymentId !== tablePaymentId) write(restaurantId, { ...seat, tablePaymentId });
    },
    /** The bill is paid: nothing more to offer until the next order. */
    settled(restaurantId: number, tablePaymentId: string) {
      const seat = read(restaurantId);
      if (seat?.tablePaymentId !== tablePaymentId) return;
      const { tablePaymentId: _paid, ordered: _ordered, ...rest } = seat;
      write(restaurantId, rest);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
