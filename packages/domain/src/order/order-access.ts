/** Who holds an order: the handle its confirmation carries, the guest who placed it, or its customer. */
export interface OrderHolders {
  token: string;
  guestId: string | null;
  userId: number | null;
}

/** The caller as far as reading an order goes (a guest's or a customer's token, or none). */
export type OrderReader =
  | { kind: 'public'; guestId: string }
  | { kind: 'customer'; userId: number }
  | { kind: 'manager' }
  | undefined;

/**
 * Whether a caller may read (and act on, as its guest) an order: with the order's token, which
 * its confirmation link carries; as the guest whose token placed it; or as its customer. A
 * manager reads orders through the manager area, never here.
 */
export function mayReadOrder(order: OrderHolders, token: string | undefined, reader: OrderReader): boolean {
  if (token !== undefined && token === order.token) return true;
  if (reader?.kind === 'public') return order.guestId !== null && order.guestId === reader.guestId;
  if (reader?.kind === 'customer') return order.userId !== null && order.userId === reader.userId;
  return false;
}
