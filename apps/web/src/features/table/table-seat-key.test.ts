import { describe, expect, it } from 'vitest';
import { orderedAtTable, sitAtTable, tableSeatKey } from './table-seat-key';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const seat = { tableId: 5, tableName: 'T5', qrcode: 'token-5' };

describe('the table kept on the phone (issue 17)', () => {
  it('keeps the table set-table accepted, per restaurant', () => {
    const storage = memoryStorage();
    sitAtTable(1, seat, storage);
    expect(JSON.parse(storage.items.get(tableSeatKey(1))!)).toEqual(seat);
    expect(storage.items.has(tableSeatKey(2))).toBe(false);
  });

  it('the same table keeps what was noted about it (a new token too); a new table starts afresh', () => {
    const storage = memoryStorage();
    storage.items.set(tableSeatKey(1), JSON.stringify({ ...seat, ordered: true, tablePaymentId: 'b' }));
    sitAtTable(1, { ...seat, qrcode: 'token-5b' }, storage);
    expect(JSON.parse(storage.items.get(tableSeatKey(1))!)).toEqual({
      ...seat,
      qrcode: 'token-5b',
      ordered: true,
      tablePaymentId: 'b',
    });
    expect(orderedAtTable(1, storage)).toBe('T5');
    sitAtTable(1, { tableId: 6, tableName: 'T6', qrcode: 'token-6' }, storage);
    expect(JSON.parse(storage.items.get(tableSeatKey(1))!)).toEqual({
      tableId: 6,
      tableName: 'T6',
      qrcode: 'token-6',
    });
    expect(orderedAtTable(1, storage)).toBeUndefined();
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
