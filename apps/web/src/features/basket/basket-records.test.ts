import { describe, expect, it } from 'vitest';
import { createBasketRecords, readBasketRecords } from './basket-records';

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

describe('basket records (SPEC §3 local storage "basket")', () => {
  it('keeps one basket per restaurant as { restaurantId, basketId }', () => {
    const storage = memoryStorage();
    const records = createBasketRecords(storage);
    records.remember({ restaurantId: 1, basketId: '00000000-0000-4000-8000-00000000000a' });
    records.remember({ restaurantId: 2, basketId: '00000000-0000-4000-8000-00000000000b' });
    records.remember({ restaurantId: 1, basketId: '00000000-0000-4000-8000-00000000000c' });
    expect(JSON.parse(storage.getItem('basket')!)).toEqual([
      { restaurantId: 2, basketId: '00000000-0000-4000-8000-00000000000b' },
      { restaurantId: 1, basketId: '00000000-0000-4000-8000-00000000000c' },
    ]);
    expect(records.basketId(1)).toBe('00000000-0000-4000-8000-00000000000c');
    expect(records.basketId(3)).toBeUndefined();
  });

  it('forgets a restaurant’s basket (SPEC §4: basket does not exist) and tells listeners', () => {
    const storage = memoryStorage();
    const records = createBasketRecords(storage);
    records.remember({ restaurantId: 1, basketId: '00000000-0000-4000-8000-00000000000a' });
    let changes = 0;
    records.subscribe(() => changes++);
    records.forget(1);
    records.forget(1);
    expect(records.basketId(1)).toBeUndefined();
    expect(storage.getItem('basket')).toBeNull();
    expect(changes).toBe(1);
  });

  it('reads broken or foreign values (and ids that are no UUIDs) as no baskets', () => {
    const ok = '9b2f6a1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(readBasketRecords(memoryStorage({ basket: 'not json' }))).toEqual([]);
    expect(readBasketRecords(memoryStorage({ basket: '{"basketId":"x"}' }))).toEqual([]);
    const records = [
      { restaurantId: 1, basketId: 'not-an-id' },
      { restaurantId: 2, basketId: ok },
    ];
    expect(readBasketRecords(memoryStorage({ basket: JSON.stringify(records) }))).toEqual([
      { restaurantId: 2, basketId: ok },
    ]);
  });

  it('remembers the chosen delivery type per restaurant and ignores unknown values', () => {
    const storage = memoryStorage();
    const records = createBasketRecords(storage);
    records.rememberDeliveryType(1, 'pickup');
    records.rememberDeliveryType(2, 'here');
    expect(records.deliveryType(1)).toBe('pickup');
    expect(records.deliveryType(2)).toBe('here');
    storage.setItem('deliveryType', '{"1":"teleport"}');
    expect(records.deliveryType(1)).toBeUndefined();
  });
});
