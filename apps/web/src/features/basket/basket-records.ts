import { type DeliveryType, parseDeliveryType } from '@tavola/domain';

/** SPEC §3 local storage 'basket': a list of entries, each with restaurantId and basketId. */
export interface BasketRecord {
  restaurantId: number;
  basketId: string;
}

const basketKey = 'basket';
/**
 * The guest's delivery type per restaurant, remembered so the first menu request of a visit
 * already carries it (before a basket exists, or before the basket has loaded).
 */
const deliveryTypeKey = 'deliveryType';

/** basket ids are UUIDs (contracts basketIdSchema); anything else is not sent to the API */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRecord = (value: unknown): value is BasketRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BasketRecord).restaurantId === 'number' &&
  typeof (value as BasketRecord).basketId === 'string' &&
  uuid.test((value as BasketRecord).basketId);

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function readBasketRecords(storage: Storage): BasketRecord[] {
  const value = readJson(storage, basketKey);
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * The stored baskets of the guest, one per restaurant, with change notification so React
 * re-renders when a basket is created or forgotten (also from another tab).
 */
export function createBasketRecords(storage: Storage) {
  const listeners = new Set<() => void>();
  let version = 0;
  const emit = () => {
    version++;
    for (const listener of listeners) listener();
  };

  function write(records: BasketRecord[]) {
    if (records.length) storage.setItem(basketKey, JSON.stringify(records));
    else storage.removeItem(basketKey);
    emit();
  }

  return {
    basketId: (restaurantId: number): string | undefined =>
      readBasketRecords(storage).find((record) => record.restaurantId === restaurantId)?.basketId,
    remember(record: BasketRecord) {
      write([...readBasketRecords(storage).filter((r) => r.restaurantId !== record.restaurantId), record]);
    },
    /** SPEC §4: 'basket does not exist' removes the local basket record */
    forget(restaurantId: number) {
      const records = readBasketRecords(storage);
      if (!records.some((record) => record.restaurantId === restaurantId)) return;
      write(records.filter((record) => record.restaurantId !== restaurantId));
    },
    deliveryType(restaurantId: number): DeliveryType | undefined {
      const value = readJson(storage, deliveryTypeKey);
      if (typeof value !== 'object' || value === null) return undefined;
      return parseDeliveryType((value as Record<string, unknown>)[restaurantId]);
    },
    rememberDeliveryType(restaurantId: number, type: DeliveryType) {
      const value = readJson(storage, deliveryTypeKey);
      const all = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      if (all[restaurantId] === type) return;
      storage.setItem(deliveryTypeKey, JSON.stringify({ ...all, [restaurantId]: type }));
      emit();
    },
    /** another tab changed the stored basket */
    storageChanged(key: string | null) {
      if (key === null || key === basketKey || key === deliveryTypeKey) emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => version,
  };
}

export type BasketRecords = ReturnType<typeof createBasketRecords>;
