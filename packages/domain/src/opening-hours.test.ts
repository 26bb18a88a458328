import { describe, expect, it } from 'vitest';
import {
  isAllDayWindow,
  isOpenAt,
  type OpeningWindow,
  openSpansOn,
  todaysOpeningSlots,
} from './opening-hours';
import { epochOfLocal } from './zoned-instant';
import { addDays, parseLocalDateTime, toLocalMoment, weekdayOfDate } from './zoned-time';

const splitShift: OpeningWindow[] = [
  { weekday: 5, openAt: '11:30', closeAt: '14:30' },
  { weekday: 5, openAt: '17:00', closeAt: '02:00' },
  { weekday: 6, openAt: '12:00', closeAt: '00:00' },
];

const friday = (minutes: number) => ({ date: '2026-11-20', weekday: 5 as const, minutes });
const saturday = (minutes: number) => ({ date: '2026-11-21', weekday: 6 as const, minutes });

describe('isOpenAt', () => {
  it('is open at the first minute of a window and closed at its closing minute', () => {
    expect(isOpenAt(splitShift, friday(11 * 60 + 30))).toBe(true);
    expect(isOpenAt(splitShift, friday(14 * 60 + 30))).toBe(false);
  });
  it('is closed in the gap of a split shift', () => {
    expect(isOpenAt(splitShift, friday(15 * 60))).toBe(false);
  });
  it('carries a window past midnight into the next day', () => {
    expect(isOpenAt(splitShift, saturday(60))).toBe(true);
    expect(isOpenAt(splitShift, saturday(2 * 60))).toBe(false);
  });
  it('treats a close of 00:00 as midnight', () => {
    expect(isOpenAt(splitShift, saturday(23 * 60 + 59))).toBe(true);
  });
  it('is closed on a weekday without windows', () => {
    expect(isOpenAt(splitShift, { date: '2026-11-18', weekday: 3, minutes: 720 })).toBe(false);
  });
});

describe('openSpansOn', () => {
  it("lists the previous night's tail first", () => {
    expect(openSpansOn(splitShift, 6)).toEqual([
      { start: 0, end: 120 },
      { start: 720, end: 1440 },
    ]);
  });
});

describe('todaysOpeningSlots', () => {
  it('shows at most the first two windows of the day, in time order', () => {
    const three: OpeningWindow[] = [
      { weekday: 1, openAt: '18:00', closeAt: '22:00' },
      { weekday: 1, openAt: '08:00', closeAt: '10:00' },
      { weekday: 1, openAt: '12:00', closeAt: '14:00' },
    ];
    expect(todaysOpeningSlots(three, 1).map((w) => w.openAt)).toEqual(['08:00', '12:00']);
  });
});

describe('toLocalMoment', () => {
  it("reads the wall clock in the restaurant's zone, not the machine's", () => {
    // 2026-11-22T22:30Z is 23:30 in Berlin and already Monday 09:30 in Sydney
    const instant = Date.UTC(2026, 10, 22, 22, 30);
    expect(toLocalMoment(instant, 'Europe/Berlin')).toEqual({
      date: '2026-11-22',
      weekday: 0,
      minutes: 1410,
    });
    expect(toLocalMoment(instant, 'Australia/Sydney')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 570,
    });
  });
  it('follows the spring DST change in Berlin (02:00 jumps to 03:00)', () => {
    expect(toLocalMoment(Date.UTC(2026, 2, 29, 0, 59), 'Europe/Berlin').minutes).toBe(119);
    expect(toLocalMoment(Date.UTC(2026, 2, 29, 1, 0), 'Europe/Berlin').minutes).toBe(180);
  });
});

describe('wall-clock helpers', () => {
  it('reads the autumn DST change in Berlin (03:00 falls back to 02:00)', () => {
    expect(toLocalMoment(Date.UTC(2026, 9, 25, 0, 59), 'Europe/Berlin').minutes).toBe(179);
    expect(toLocalMoment(Date.UTC(2026, 9, 25, 1, 0), 'Europe/Berlin').minutes).toBe(120);
  });
  it('shows midnight as 00:00, not 24:00', () => {
    expect(toLocalMoment(Date.UTC(2026, 10, 22, 23, 0), 'Europe/Berlin')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 0,
    });
  });
  it('parses a delivery time string', () => {
    expect(parseLocalDateTime('2026-11-23 18:45')).toEqual({ date: '2026-11-23', weekday: 1, minutes: 1125 });
    expect(() => parseLocalDateTime('2026-11-23 24:10')).toThrow(RangeError);
    expect(() => parseLocalDateTime('2026-02-30 10:00')).toThrow(RangeError);
    expect(() => parseLocalDateTime('2026-11-23 10:75')).toThrow(RangeError);
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOfDate('2027-01-01')).toBe(5);
  });
  it('answers a repeated question from its memory the same as the first time', () => {
    for (const [date, days, later] of [
      ['2028-02-28', 1, '2028-02-29'],
      ['2028-02-28', 2, '2028-03-01'],
      ['2028-03-01', -1, '2028-02-29'],
      ['2028-02-28', 0, '2028-02-28'],
    ] as const) {
      expect(addDays(date, days)).toBe(later);
      expect(addDays(date, days)).toBe(later);
    }
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
  it('finds the instant of a wall-clock time, moving a skipped spring time forward', () => {
    expect(epochOfLocal('2026-03-29', 150, 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(epochOfLocal('2026-11-23', 720, 'Europe/Berlin')).toBe(Date.UTC(2026, 10, 23, 11, 0));
  });
});

describe('isAllDayWindow', () => {
  it('reads 00:00–00:00 as the whole day', () => {
    expect(isAllDayWindow({ weekday: 2, openAt: '00:00', closeAt: '00:00' })).toBe(true);
  });
  it('does not read 10:00–10:00 (into the next morning) or 00:00–23:59 as all day', () => {
    expect(isAllDayWindow({ weekday: 2, openAt: '10:00', closeAt: '10:00' })).toBe(false);
    expect(isAllDayWindow({ weekday: 2, openAt: '00:00', closeAt: '23:59' })).toBe(false);
  });
});
