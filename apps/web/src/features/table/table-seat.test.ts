import { describe, expect, it } from 'vitest';
import { createTableSeats } from './table-seat';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const seat = { tableId: 5, tableName: 'T5', qrcode: 'token-5' };

describe('table seats', () => {
  it('keeps the table per restaurant, with its QR token', () => {
    const seats = createTableSeats(memoryStorage());
    seats.sit(1, seat);
    expect(seats.read(1)).toEqual(seat);
    expect(seats.read(2)).toBeUndefined();
  });

  it('notes an order and the bill for the same table only, and forgets both once the bill is paid', () => {
    const seats = createTableSeats(memoryStorage());
    seats.sit(1, seat);
    seats.ordered(1, 6);
    expect(seats.read(1)?.ordered).toBeUndefined();
    seats.ordered(1, 5);
    seats.bill(1, 'bill-a');
    expect(seats.read(1)).toEqual({ ...seat, ordered: true, tablePaymentId: 'bill-a' });
    seats.settled(1, 'bill-b');
    expect(seats.read(1)?.ordered).toBe(true);
    seats.settled(1, 'bill-a');
    expect(seats.read(1)).toEqual(seat);
  });

  it('a new table replaces the old one with what was noted about it; the same table keeps it', () => {
    const seats = createTableSeats(memoryStorage());
    seats.sit(1, seat);
    seats.ordered(1, 5);
    seats.sit(1, { ...seat, qrcode: 'token-5b' });
    expect(seats.read(1)).toEqual({ ...seat, qrcode: 'token-5b', ordered: true });
    seats.sit(1, { tableId: 6, tableName: 'T6', qrcode: 'token-6' });
    expect(seats.read(1)).toEqual({ tableId: 6, tableName: 'T6', qrcode: 'token-6' });
  });

  it('reads nothing from a damaged entry and tells listeners of changes', () => {
    const storage = memoryStorage();
    const seats = createTableSeats(storage);
    storage.items.set('tableSeat:1', '{not json');
    expect(seats.read(1)).toBeUndefined();
    storage.items.set('tableSeat:1', JSON.stringify({ tableId: 'x' }));
    expect(seats.read(1)).toBeUndefined();
    let heard = 0;
    const stop = seats.subscribe(() => {
      heard += 1;
    });
    seats.sit(1, seat);
    stop();
    seats.ordered(1, 5);
    expect(heard).toBe(1);
  });
});
