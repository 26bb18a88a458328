import { describe, expect, it } from 'vitest';
import { forgetDrafts } from './checkout-draft';
import { orderAttemptKey } from './order-attempt';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** Object.keys(storage) as forgetDrafts reads it: a Storage's keys are its own properties */
function storageWithKeys() {
  const memory = new MemoryStorage();
  return new Proxy(memory, {
    ownKeys: () => Array.from({ length: memory.length }, (_, index) => memory.key(index) as string),
    getOwnPropertyDescriptor: (_, key) =>
      typeof key === 'string' && memory.getItem(key) !== null
        ? { value: memory.getItem(key), enumerable: true, configurable: true }
        : undefined,
  });
}

describe('orderAttemptKey', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('sends the same key for every press on one basket, so a lost answer cannot order twice', () => {
    const storage = storageWithKeys();
    const first = orderAttemptKey(storage, 1, 'basket-a', newKey);
    expect(orderAttemptKey(storage, 1, 'basket-a', newKey)).toBe(first);
  });

  it('gives another basket or another restaurant its own key', () => {
    const storage = storageWithKeys();
    const a = orderAttemptKey(storage, 1, 'basket-a', newKey);
    expect(orderAttemptKey(storage, 1, 'basket-b', newKey)).not.toBe(a);
    expect(orderAttemptKey(storage, 2, 'basket-a', newKey)).not.toBe(a);
  });

  it('starts a new key once the order is placed and the drafts are forgotten', () => {
    const storage = storageWithKeys();
    const before = orderAttemptKey(storage, 1, 'basket-a', newKey);
    forgetDrafts(storage, 1);
    expect(orderAttemptKey(storage, 1, 'basket-a', newKey)).not.toBe(before);
  });

  it('still gives a key when storage is turned off', () => {
    const broken = new MemoryStorage();
    broken.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(orderAttemptKey(broken, 1, 'basket-a', newKey)).toMatch(/^key-/);
  });
});
