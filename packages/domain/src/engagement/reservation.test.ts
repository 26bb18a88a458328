import { describe, expect, it } from 'vitest';
import type { OpeningWindow } from '../opening-hours';
import {
  chooseTable,
  judgeReservationTime,
  reservationMaxDaysAhead,
  reservationsOverlap,
} from './reservation';

const span = (date: string, clock: string, durationMinutes = 120) => {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return { date, minutes: h * 60 + m, durationMinutes };
};

describe('reservationsOverlap', () => {
  it('collides when the second booking starts before the first ends', () => {
    expect(reservationsOverlap(span('2026-05-08', '19:00'), span('2026-05-08', '20:59'))).toBe(true);
  });
  it('does not collide when one starts exactly when the other ends', () => {
    expect(reservationsOverlap(span('2026-05-08', '19:00'), span('2026-05-08', '21:00'))).toBe(false);
    expect(reservationsOverlap(span('2026-05-08', '21:00'), span('2026-05-08', '19:00'))).toBe(false);
  });
  it('collides across midnight', () => {
    expect(reservationsOverlap(span('2026-05-08', '23:30'), span('2026-05-09', '00:30'))).toBe(true);
    expect(reservationsOverlap(span('2026-05-08', '22:00'), span('2026-05-09', '00:00'))).toBe(false);
  });
  it('collides when the same time is booked twice', () => {
    expect(reservationsOverlap(span('2026-05-08', '19:00'), span('2026-05-08', '19:00'))).toBe(true);
  });
});

describe('judgeReservationTime', () => {
  // Friday 2026-05-08, 18:00 in the restaurant's zone; open Fridays 12:00-15:00 and 17:00-01:00
  const now = { date: '2026-05-08', weekday: 5 as const, minutes: 18 * 60 };
  const windows: OpeningWindow[] = [
    { weekday: 5, openAt: '12:00', closeAt: '15:00' },
    { weekday: 5, openAt: '17:00', closeAt: '01:00' },
    { weekday: 6, openAt: '17:00', closeAt: '23:00' },
  ];
  const judge = (date: string, clock: string, closeTimes = [] as { startsAt: string; endsAt: string }[]) =>
    judgeReservationTime({ ...span(date, clock), now, windows, closeTimes });

  it('accepts a time later today inside the opening hours', () => {
    expect(judge('2026-05-08', '19:30')).toBe('ok');
  });
  it('refuses the current minute and earlier as in the past', () => {
    expect(judge('2026-05-08', '18:00')).toBe('in_past');
    expect(judge('2026-05-07', '19:00')).toBe('in_past');
  });
  it('refuses a time in the gap of a split shift and on a closed weekday', () => {
    expect(judge('2026-05-15', '16:00')).toBe('closed');
    expect(judge('2026-05-11', '19:00')).toBe('closed');
  });
  it("accepts the tail of Friday's window after midnight on Saturday", () => {
    expect(judge('2026-05-09', '00:30')).toBe('ok');
    expect(judge('2026-05-09', '01:00')).toBe('closed');
  });
  it('refuses a time inside a closure', () => {
    expect(judge('2026-05-08', '19:30', [{ startsAt: '2026-05-08T19:00', endsAt: '2026-05-08T23:59' }])).toBe(
      'closed',
    );
  });
  it(`refuses more than ${reservationMaxDaysAhead} days ahead`, () => {
    expect(judge('2026-08-07', '19:00')).toBe('too_far');
    // the 90th day is still bookable (a Thursday, closed here: the verdict is about hours, not distance)
    expect(judge('2026-08-06', '19:00')).toBe('closed');
  });
});

describe('chooseTable', () => {
  const tables = [
    { id: 3, capacity: 4 },
    { id: 1, capacity: 2 },
    { id: 2, capacity: 2 },
    { id: 4, capacity: 6 },
  ];
  it('takes the smallest table that seats everyone, lowest id first', () => {
    expect(chooseTable(tables, 2, new Set())?.id).toBe(1);
    expect(chooseTable(tables, 3, new Set())?.id).toBe(3);
  });
  it('skips busy tables', () => {
    expect(chooseTable(tables, 2, new Set([1, 2]))?.id).toBe(3);
  });
  it('finds nothing beyond the largest free capacity', () => {
    expect(chooseTable(tables, 7, new Set())).toBeUndefined();
    expect(chooseTable(tables, 5, new Set([4]))).toBeUndefined();
  });
});
