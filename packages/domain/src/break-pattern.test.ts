import { describe, expect, it } from 'vitest';
import {
  type BreakPattern,
  breakPatternProblems,
  breakPatternState,
  isBreakActiveAt,
  isProductOnBreak,
} from './break-pattern';
import { isProductAvailableAt } from './product-availability';
import { parseLocalDateTime } from './zoned-time';

/** Weekdays (Mon-Fri) from 14:00 to 17:00 in November 2026. */
const afternoons: BreakPattern = {
  startTime: '14:00',
  endTime: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  stoppedAt: null,
};
const at = (value: string) => parseLocalDateTime(value);

describe('isBreakActiveAt', () => {
  it('pauses from the start minute (Tuesday 14:00)', () => {
    expect(isBreakActiveAt(afternoons, at('2026-11-24 14:00'))).toBe(true);
  });
  it('does not pause the minute before the start (13:59)', () => {
    expect(isBreakActiveAt(afternoons, at('2026-11-24 13:59'))).toBe(false);
  });
  it('ends at the end minute (17:00 is free again)', () => {
    expect(isBreakActiveAt(afternoons, at('2026-11-24 16:59'))).toBe(true);
    expect(isBreakActiveAt(afternoons, at('2026-11-24 17:00'))).toBe(false);
  });
  it('without an end time pauses to the end of the day (23:59)', () => {
    const evening = { ...afternoons, startTime: '20:00', endTime: null };
    expect(isBreakActiveAt(evening, at('2026-11-24 23:59'))).toBe(true);
    expect(isBreakActiveAt(evening, at('2026-11-25 00:00'))).toBe(false);
  });
  it('only on its weekdays (Saturday is free; Sunday is 7)', () => {
    expect(isBreakActiveAt(afternoons, at('2026-11-28 15:00'))).toBe(false);
    expect(isBreakActiveAt({ ...afternoons, weekdays: [7] }, at('2026-11-29 15:00'))).toBe(true);
    expect(isBreakActiveAt({ ...afternoons, weekdays: [7] }, at('2026-11-23 15:00'))).toBe(false);
  });
  it('only between its dates, both included', () => {
    expect(isBreakActiveAt(afternoons, at('2026-11-02 15:00'))).toBe(true);
    expect(isBreakActiveAt(afternoons, at('2026-11-30 15:00'))).toBe(true);
    expect(isBreakActiveAt(afternoons, at('2026-10-30 15:00'))).toBe(false);
    expect(isBreakActiveAt(afternoons, at('2026-12-01 15:00'))).toBe(false);
  });
  it('without an end date goes on for ever', () => {
    expect(isBreakActiveAt({ ...afternoons, endDate: null }, at('2031-06-03 15:00'))).toBe(true);
  });
  it('stops at the stop minute, not before', () => {
    const stopped = { ...afternoons, stoppedAt: '2026-11-24 15:30' };
    expect(isBreakActiveAt(stopped, at('2026-11-24 15:29'))).toBe(true);
    expect(isBreakActiveAt(stopped, at('2026-11-24 15:30'))).toBe(false);
    expect(isBreakActiveAt(stopped, at('2026-11-25 14:30'))).toBe(false);
  });
});

describe('isProductOnBreak and availability', () => {
  it('is on break when any of its patterns pauses it', () => {
    const mornings = { ...afternoons, startTime: '08:00', endTime: '10:00' };
    expect(isProductOnBreak([mornings, afternoons], at('2026-11-24 15:00'))).toBe(true);
    expect(isProductOnBreak([mornings, afternoons], at('2026-11-24 12:00'))).toBe(false);
    expect(isProductOnBreak([], at('2026-11-24 15:00'))).toBe(false);
    expect(isProductOnBreak(undefined, at('2026-11-24 15:00'))).toBe(false);
  });
  it('makes the product unavailable (the rule menu, basket and order share)', () => {
    const rule = { happyHours: [], endDate: null, breaks: [afternoons] };
    expect(isProductAvailableAt(rule, at('2026-11-24 15:00'))).toBe(false);
    expect(isProductAvailableAt(rule, at('2026-11-24 18:00'))).toBe(true);
    expect(isProductAvailableAt({ happyHours: [], endDate: null }, at('2026-11-24 15:00'))).toBe(true);
  });
});

describe('breakPatternState', () => {
  it('tells active, waiting, stopped and ended apart', () => {
    expect(breakPatternState(afternoons, at('2026-11-24 15:00'))).toBe('active');
    expect(breakPatternState(afternoons, at('2026-11-24 18:00'))).toBe('waiting');
    expect(breakPatternState(afternoons, at('2026-12-01 15:00'))).toBe('ended');
    expect(breakPatternState({ ...afternoons, stoppedAt: '2026-11-24 14:10' }, at('2026-11-24 15:00'))).toBe(
      'stopped',
    );
  });
});

describe('breakPatternProblems (SPEC §5 break pattern rules)', () => {
  const valid = {
    name: 'Fryer cleaning',
    startTime: '14:00',
    endTime: '17:00',
    products: [3],
    weekdays: [1, 2],
    startDate: '2026-11-01',
    endDate: '2026-11-30',
  };
  it('accepts a complete pattern, with or without end time and end date', () => {
    expect(breakPatternProblems(valid)).toEqual([]);
    expect(breakPatternProblems({ ...valid, endTime: null, endDate: null })).toEqual([]);
    expect(breakPatternProblems({ ...valid, endDate: '2026-11-01' })).toEqual([]);
  });
  it('needs a name that is not blank', () => {
    expect(breakPatternProblems({ ...valid, name: '  ' })).toEqual([
      { field: 'name', key: 'pattern_name_required' },
    ]);
    expect(breakPatternProblems({ ...valid, name: undefined })).toEqual([
      { field: 'name', key: 'pattern_name_required' },
    ]);
  });
  it('needs a valid start time before the end time', () => {
    for (const startTime of ['', '24:00', '9:00', '12:60', undefined])
      expect(breakPatternProblems({ ...valid, startTime }), String(startTime)).toEqual([
        { field: 'start_time', key: 'pattern_start_time' },
      ]);
    expect(breakPatternProblems({ ...valid, endTime: '14:00' })).toEqual([
      { field: 'start_time', key: 'pattern_start_time' },
    ]);
  });
  it('needs at least one product and one weekday 1..7 (arrays)', () => {
    expect(breakPatternProblems({ ...valid, products: [], weekdays: [] })).toEqual([
      { field: 'products', key: 'pattern_products_required' },
      { field: 'weekdays', key: 'pattern_weekdays_required' },
    ]);
    expect(breakPatternProblems({ ...valid, weekdays: [0] })).toEqual([
      { field: 'weekdays', key: 'pattern_weekdays_required' },
    ]);
    expect(breakPatternProblems({ ...valid, weekdays: [8] })).toEqual([
      { field: 'weekdays', key: 'pattern_weekdays_required' },
    ]);
  });
  it('refuses an end date before the start date (the day before) and impossible dates', () => {
    expect(breakPatternProblems({ ...valid, endDate: '2026-10-31' })).toEqual([
      { field: 'end_date', key: 'pattern_dates' },
    ]);
    expect(breakPatternProblems({ ...valid, endDate: '2026-11-31' })).toEqual([
      { field: 'end_date', key: 'pattern_dates' },
    ]);
    expect(breakPatternProblems({ ...valid, startDate: '' })).toEqual([
      { field: 'start_date', key: 'field_required' },
    ]);
  });
});
