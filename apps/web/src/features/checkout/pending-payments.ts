/**
 * Issue 33: the orders this browser placed whose online payment it has not seen end, one per
 * restaurant (local storage 'pendingPayment'). The guest who leaves the provider's page (Back,
 * a closed tab) finds the order wherever they land, and its items come back when the payment
 * ends without money.
 */
export interface PendingPayment {
  restaurantId: number;
  orderId: number;
  /** the order's own handle (the payment link's), which reads, cancels and restores it */
  token: string;
  /** the payment ended without money and the order's items went back into a basket, once */
  itemsBack?: boolean;
}

const storageKey = 'pendingPayment';

const isPending = (value: unknown): value is PendingPayment =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as PendingPayment).restaurantId) &&
  Number.isInteger((value as PendingPayment).orderId) &&
  typeof (value as PendingPayment).token === 'string' &&
  ['undefined', 'boolean'].includes(typeof (value as PendingPayment).itemsBack);

function readAll(storage: Storage): PendingPayment[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
    return Array.isArray(value) ? value.filter(isPending) : [];
  } catch {
    return [];
  }
}

export function createPendingPayments(storage: Storage) {
  const listeners = new Set<() => void>();
  // the snapshot React compares: the same object until the stored list changes
  let snapshot = storage.getItem(storageKey);
  const emit = () => {
    snapshot = storage.getItem(storageKey);
    for (const listener of listeners) listener();
  };
  const write = (records: PendingPayment[]) => {
    try {
      if (records.length) storage.setItem(storageKey, JSON.stringify(records));
      else storage.removeItem(storageKey);
    } catch {
      // storage turned off: the order page still shows the payment, only the menu does not
    }
    emit();
  };
  return {
    of: (restaurantId: number): PendingPayment | undefined =>
      readAll(storage).find((record) => record.restaurantId === restaurantId),
    remember(record: PendingPayment) {
      write([...readAll(storage).filter((r) => r.restaurantId !== record.restaurantId), record]);
    },
    /** the payment was made (or the order is gone): nothing waits any more */
    forget(restaurantId: number, orderId: number) {
      const records = readAll(storage);
      const rest = records.filter((r) => !(r.restaurantId === restaurantId && r.orderId === orderId));
      if (rest.length !== records.length) write(rest);
    },
    /** the order's items are in a basket again: kept, so they never come back twice */
    itemsBack(restaurantId: number, orderId: number) {
      write(
        readAll(storage).map((r) =>
          r.restaurantId === restaurantId && r.orderId === orderId ? { ...r, itemsBack: true } : r,
        ),
      );
    },
    /** another tab changed the list */
    storageChanged(key: string | null) {
      if (key === null || key === storageKey) emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => snapshot,
  };
}

export type PendingPayments = ReturnType<typeof createPendingPayments>;
