import { describe, expect, it } from 'vitest';
import { boardColumn, dueDayRelation, dueWallClock, groupByDueDay } from './board-order';

describe('boardColumn', () => {
  it('puts a received order in New and a processing one in progress', () => {
    expect(boardColumn({ status: 'received', payment_hold: null })).toBe('new');
    expect(boardColumn({ status: 'processing', payment_hold: null })).toBe('processing');
  });
  it('keeps an order waiting for its online payment in New', () => {
    expect(boardColumn({ status: 'received', payment_hold: 'awaiting_payment' })).toBe('new');
  });
  it('puts delivered, rejected and orders whose payment ended in Done', () => {
    expect(boardColumn({ status: 'delivered', payment_hold: null })).toBe('done');
    expect(boardColumn({ status: 'rejected', payment_hold: null })).toBe('done');
    expect(boardColumn({ status: 'received', payment_hold: 'payment_ended' })).toBe('done');
  });
});

describe('dueWallClock', () => {
  it('is the delivery time when the guest chose one', () => {
    expect(dueWallClock({ deliveryTime: '2026-12-01 18:00', created_time: '2026-12-01 12:31' })).toBe(
      '2026-12-01 18:00',
    );
  });
  it('is the time it was placed for an order wanted as soon as possible', () => {
    expect(dueWallClock({ deliveryTime: null, created_time: '2026-12-01 12:31' })).toBe('2026-12-01 12:31');
  });
});

describe('dueDayRelation', () => {
  it('names a day before today overdue, today today and a day after later', () => {
    expect(dueDayRelation('2026-11-30', '2026-12-01')).toBe('overdue');
    expect(dueDayRelation('2026-12-01', '2026-12-01')).toBe('today');
    expect(dueDayRelation('2026-12-02', '2026-12-01')).toBe('later');
  });
  it('compares across a month and a year end', () => {
    expect(dueDayRelation('2026-12-31', '2027-01-01')).toBe('overdue');
    expect(dueDayRelation('2027-01-01', '2026-12-31')).toBe('later');
  });
});

describe('groupByDueDay', () => {
  const due = (text: string) => text;
  it('keeps the order given and starts a group at each new day', () => {
    const groups = groupByDueDay(
      ['2026-11-30 21:00', '2026-12-01 18:00', '2026-12-01 19:00', '2026-12-02 12:00'],
      due,
      '2026-12-01',
    );
    expect(groups).toEqual([
      { day: '2026-11-30', relation: 'overdue', orders: ['2026-11-30 21:00'] },
      { day: '2026-12-01', relation: 'today', orders: ['2026-12-01 18:00', '2026-12-01 19:00'] },
      { day: '2026-12-02', relation: 'later', orders: ['2026-12-02 12:00'] },
    ]);
  });
  it('gives no group for no orders', () => {
    expect(groupByDueDay([], due, '2026-12-01')).toEqual([]);
  });
});
