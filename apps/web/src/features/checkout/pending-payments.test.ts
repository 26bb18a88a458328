import { describe, expect, it } from 'vitest';
import { createPendingPayments } from './pending-payments';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const token = '00000000-0000-4000-8000-000000000001';

describe('pending payments (issue 33: an order of this browser waiting for its payment)', () => {
  it('keeps the latest order per restaurant', () => {
    const pending = createPendingPayments(memoryStorage());
    pending.remember({ restaurantId: 1, orderId: 12, token });
    pending.remember({ restaurantId: 2, orderId: 13, token });
    pending.remember({ restaurantId: 1, orderId: 14, token });
    expect(pending.of(1)).toEqual({ restaurantId: 1, orderId: 14, token });
    expect(pending.of(2)?.orderId).toBe(13);
    expect(pending.of(3)).toBeUndefined();
  });

  it('marks the items given back, so a reload never gives them back twice, and forgets a paid order', () => {
    const storage = memoryStorage();
    const pending = createPendingPayments(storage);
    pending.remember({ restaurantId: 1, orderId: 12, token });
    pending.itemsBack(1, 12);
    expect(createPendingPayments(storage).of(1)?.itemsBack).toBe(true);
    pending.forget(1, 12);
    expect(pending.of(1)).toBeUndefined();
    expect(storage.getItem('pendingPayment')).toBeNull();
  });

  it('tells its listeners, and reads a broken or foreign value as nothing', () => {
    const storage = memoryStorage({ pendingPayment: '{not json' });
    const pending = createPendingPayments(storage);
    expect(pending.of(1)).toBeUndefined();
    let heard = 0;
    pending.subscribe(() => heard++);
    const before = pending.version();
    pending.remember({ restaurantId: 1, orderId: 5, token });
    expect(heard).toBe(1);
    expect(pending.version()).not.toBe(before);
    storage.setItem('pendingPayment', JSON.stringify([{ restaurantId: 1, orderId: 'x', token }]));
    expect(pending.of(1)).toBeUndefined();
  });
});
