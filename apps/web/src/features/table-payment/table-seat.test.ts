import { describe, expect, it } from 'vitest';
import { createTableSeats } from './table-seat';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const seat = { tableId: 5, tableName: 'T5', qrcode: 'token-5' };
const keyOf = (restaurantId: number) => `seat:${restaurantId}`;

function seated() {
  const storage = memoryStorage();
  storage.items.set('seat:1', JSON.stringify(seat));
  return { storage, seats: createTableSeats(storage, keyOf) };
}

describe('table seats (issue 17)', () => {
  it('reads the table kept per restaurant, with its QR token', () => {
    const { seats } = seated();
    expect(seats.read(1)).toEqual(seat);
    expect(seats.read(2)).toBeUndefined();
  });

  it('notes an order and the bill for the same table only, and forgets both once that bill is paid', () => {
    const { seats } = seated();
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

  it('reads nothing from a damaged entry, notes nothing without a table, and tells listeners of changes', () => {
    const { storage, seats } = seated();
    let heard = 0;
    const stop = seats.subscribe(() => {
      heard += 1;
    });
    seats.ordered(1, 5);
    stop();
    seats.bill(1, 'bill-a');
    expect(heard).toBe(1);
    storage.items.set('seat:1', '{not json');
    expect(seats.read(1)).toBeUndefined();
    storage.items.set('seat:1', JSON.stringify({ tableId: 'x' }));
    expect(seats.read(1)).toBeUndefined();
    seats.ordered(2, 5);
    expect(storage.items.has('seat:2')).toBe(false);
  });
});
