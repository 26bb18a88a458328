/**
 * Issue 17: the table a guest sat down at by its QR code, kept on the phone per restaurant
 * (`{ tableId, tableName, qrcode, ordered?, tablePaymentId? }`). The QR token leaves the
 * address on arrival (decision 027), but opening the table's bill asks for it again. Here is
 * what the menu's first load needs of it — keeping the table on arrival, and whether the guest
 * ordered here to pay at the end; the rest (features/table-payment table-seat.ts) loads with
 * the order and bill pages.
 */
export const tableSeatKey = (restaurantId: number) => `tableSeat:${restaurantId}`;

type SeatStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Keeps the table set-table accepted: a new table replaces the one before (and what was noted about it), the same table keeps it. */
export function sitAtTable(
  restaurantId: number,
  seat: { tableId: number; tableName: string; qrcode: string },
  storage: SeatStorage = localStorage,
): void {
  const key = tableSeatKey(restaurantId);
  let before: { tableId?: unknown } | null = null;
  try {
    before = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    // a damaged entry is replaced
  }
  try {
    storage.setItem(key, JSON.stringify(before?.tableId === seat.tableId ? { ...before, ...seat } : seat));
  } catch {
    // private mode or a full storage: the bill is then reached by scanning again
  }
}

/** The table's name when the guest ordered at it to pay at the end, else undefined. */
export function orderedAtTable(
  restaurantId: number,
  storage: SeatStorage = localStorage,
): string | undefined {
  try {
    const seat = JSON.parse(storage.getItem(tableSeatKey(restaurantId)) ?? 'null') as {
      ordered?: unknown;
      tableName?: unknown;
    } | null;
    return seat?.ordered === true && typeof seat.tableName === 'string' ? seat.tableName : undefined;
  } catch {
    return undefined;
  }
}
