import { describe, expect, it } from 'vitest';
import { forgetTable, keptVisit, orderedAtTable, sitAtTable, tableSeatKey } from './table-seat-key';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const seat = { tableId: 5, tableName: 'T5', qrcode: 'token-5', tablePaymentId: 'visit-a' };

describe('the table kept on the phone (issue 17)', () => {
  it('keeps the table set-table accepted, per restaurant', () => {
    const storage = memoryStorage();
    sitAtTable(1, seat, storage);
    expect(JSON.parse(storage.items.get(tableSeatKey(1))!)).toEqual(seat);
    expect(storage.items.has(tableSeatKey(2))).toBe(false);
  });

  it('the same visit keeps what was noted about it (a new token too); a new table or visit starts afresh', () => {
    const storage = memoryStorage();
    storage.items.set(tableSeatKey(1), JSON.stringify({ ...seat, ordered: true }));
    sitAtTable(1, { ...seat, qrcode: 'token-5b' }, storage);
    expect(JSON.parse(storage.items.get(tableSeatKey(1))!)).toEqual({
      ...seat,
      qrcode: 'token-5b',
      ordered: true,
    });
    expect(orderedAtTable(1, storage)).toBe('T5');
    sitAtTable(1, { ...seat, tablePaymentId: 'visit-b' }, storage);
    expect(orderedAtTable(1, storage)).toBeUndefined();
    sitAtTable(1, { tableId: 6, tableName: 'T6', qrcode: 'token-6', tablePaymentId: 'visit-c' }, storage);
    expect(JSON.parse(storage.items.get(tableSeatKey(1))!)).toEqual({
      tableId: 6,
      tableName: 'T6',
      qrcode: 'token-6',
      tablePaymentId: 'visit-c',
    });
    expect(orderedAtTable(1, storage)).toBeUndefined();
  });

  it('hands the kept visit to the next basket, until the visit is over (issue 33)', () => {
    const storage = memoryStorage();
    expect(keptVisit(1, storage)).toBeUndefined();
    sitAtTable(1, seat, storage);
    expect(keptVisit(1, storage)).toEqual({ tableId: 5, qrcode: 'token-5', tablePaymentId: 'visit-a' });
    expect(keptVisit(2, storage)).toBeUndefined();
    forgetTable(1, storage);
    expect(keptVisit(1, storage)).toBeUndefined();
    storage.items.set(tableSeatKey(1), JSON.stringify({ tableId: 5, tableName: 'T5', qrcode: 'x' }));
    expect(keptVisit(1, storage)).toBeUndefined();
  });

  it('offers the bill only after an order at the table, and survives a damaged entry', () => {
    const storage = memoryStorage();
    expect(orderedAtTable(1, storage)).toBeUndefined();
    storage.items.set(tableSeatKey(1), '{oops');
    expect(orderedAtTable(1, storage)).toBeUndefined();
    sitAtTable(1, seat, storage);
    expect(JSON.parse(storage.items.get(tableSeatKey(1))!)).toEqual(seat);
    expect(orderedAtTable(1, storage)).toBeUndefined();
  });
});
