import { describe, expect, it } from 'vitest';
import { weeklyHoursProblems } from './weekly-hours-rules';

const keys = (drafts: Parameters<typeof weeklyHoursProblems>[0]) =>
  weeklyHoursProblems(drafts).map(({ field, key }) => `${field}:${key}`);

describe('weeklyHoursProblems', () => {
  it('accepts split shifts on one day and an empty week', () => {
    expect(
      keys([
        { weekday: 1, open_at: '11:30', close_at: '14:30' },
        { weekday: 1, open_at: '17:30', close_at: '22:00' },
      ]),
    ).toEqual([]);
    expect(keys([])).toEqual([]);
  });

  it('accepts a window past midnight and 00:00-00:00 as the whole day', () => {
    expect(keys([{ weekday: 5, open_at: '17:00', close_at: '02:00' }])).toEqual([]);
    expect(keys([{ weekday: 0, open_at: '00:00', close_at: '00:00' }])).toEqual([]);
    expect(keys([{ weekday: 2, open_at: '18:00', close_at: '00:00' }])).toEqual([]);
  });

  it('refuses times that are not HH:MM, naming each field', () => {
    expect(keys([{ weekday: 1, open_at: '9:00', close_at: '24:00' }])).toEqual([
      'windows.0.open_at:hours_clock',
      'windows.0.close_at:hours_clock',
    ]);
    expect(keys([{ weekday: 1, open_at: '12:60', close_at: null }])).toEqual([
      'windows.0.open_at:hours_clock',
      'windows.0.close_at:hours_clock',
    ]);
  });

  it('refuses a weekday outside Sunday (0) to Saturday (6)', () => {
    expect(keys([{ weekday: 7, open_at: '10:00', close_at: '12:00' }])).toEqual([
      'windows.0.weekday:hours_weekday',
    ]);
    expect(keys([{ weekday: 1.5, open_at: '10:00', close_at: '12:00' }])).toEqual([
      'windows.0.weekday:hours_weekday',
    ]);
  });

  it('refuses a window that opens and closes at the same minute (other than 00:00)', () => {
    expect(keys([{ weekday: 1, open_at: '10:00', close_at: '10:00' }])).toEqual([
      'windows.0.close_at:hours_empty',
    ]);
  });

  it('refuses overlapping windows on the later one', () => {
    expect(
      keys([
        { weekday: 3, open_at: '11:00', close_at: '15:00' },
        { weekday: 3, open_at: '14:00', close_at: '18:00' },
      ]),
    ).toEqual(['windows.1.open_at:hours_overlap']);
  });

  it('lets one window end exactly when the next begins', () => {
    expect(
      keys([
        { weekday: 3, open_at: '11:00', close_at: '15:00' },
        { weekday: 3, open_at: '15:00', close_at: '18:00' },
      ]),
    ).toEqual([]);
  });

  it('sees a night window overlap the next morning, Saturday night into Sunday included', () => {
    expect(
      keys([
        { weekday: 5, open_at: '20:00', close_at: '03:00' },
        { weekday: 6, open_at: '02:00', close_at: '10:00' },
      ]),
    ).toEqual(['windows.1.open_at:hours_overlap']);
    expect(
      keys([
        { weekday: 6, open_at: '22:00', close_at: '04:00' },
        { weekday: 0, open_at: '03:30', close_at: '09:00' },
      ]),
    ).toEqual(['windows.1.open_at:hours_overlap']);
    expect(
      keys([
        { weekday: 6, open_at: '22:00', close_at: '04:00' },
        { weekday: 0, open_at: '04:00', close_at: '09:00' },
      ]),
    ).toEqual([]);
  });
});
