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

/**
 * Keeps the table set-table accepted, with the visit it joined (issue 33, its bill's
 * `tablePaymentId`): a new table or a new visit replaces the one before (and what was noted
 * about it), the same visit keeps it.
 */
export function sitAtTable(
  restaurantId: number,
  seat: { tableId: number; tableName: string; qrcode: string; tablePaymentId: string },
  storage: SeatStorage = localStorage,
): void {
  const key = tableSeatKey(restaurantId);
  let before: { tableId?: unknown; tablePaymentId?: unknown } | null = null;
  try {
    before = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    // a damaged entry is replaced
  }
  const sameVisit = before?.tableId === seat.tableId && before.tablePaymentId === seat.tablePaymentId;
  try {
    storage.setItem(key, JSON.stringify(sameVisit ? { ...before, ...seat } : seat));
  } catch {
    // private mode or a full storage: the bill is then reached by scanning again
  }
}

/** The table and the visit this phone was seated for, to seat its next basket again (issue 33). */
export function keptVisit(
  restaurantId: number,
  storage: SeatStorage = localStorage,
): { tableId: number; qrcode: string; tablePaymentId: string } | undefined {
  try {
    const seat = JSON.parse(storage.getItem(tableSeatKey(restaurantId)) ?? 'null') as {
      tableId?: unknown;
      qrcode?: unknown;
      tablePaymentId?: unknown;
    } | null;
    if (
      typeof seat?.tableId === 'number' &&
      typeof seat.qrcode === 'string' &&
      typeof seat.tablePaymentId === 'string'
    )
      return { tableId: seat.tableId, qrcode: seat.qrcode, tablePaymentId: seat.tablePaymentId };
  } catch {
    // a damaged entry seats nothing
  }
  return undefined;
}

/** The visit is over (paid, or closed by the staff): the phone is at no table until it scans again. */
export function forgetTable(restaurantId: number, storage: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    storage.removeItem(tableSeatKey(restaurantId));
  } catch {
    // nothing kept
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
