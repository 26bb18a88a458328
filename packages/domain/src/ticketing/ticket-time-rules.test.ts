import { describe, expect, it } from 'vitest';
import { ticketTimeProblems } from './ticket-time-rules';

const pastaClass = {
  start_date: '2026-03-01',
  end_date: '2026-12-31',
  weekday: 2,
  time: '18:00',
  duration: '02:30',
  capacity: 12,
};
const fields = (draft: Parameters<typeof ticketTimeProblems>[0]) =>
  ticketTimeProblems(draft).map((problem) => `${problem.field}:${problem.key}`);

describe('ticket time rules', () => {
  it('accepts a Tuesday class at 18:00 for 2:30 h with 12 places, and one without a cap', () => {
    expect(fields(pastaClass)).toEqual([]);
    expect(fields({ ...pastaClass, capacity: null })).toEqual([]);
    expect(fields({ ...pastaClass, end_date: pastaClass.start_date })).toEqual([]);
  });
  it('refuses an end date before the start date', () => {
    expect(fields({ ...pastaClass, end_date: '2026-02-28' })).toEqual(['end_date:ticket_time_dates']);
  });
  it('names missing and impossible dates', () => {
    expect(fields({ ...pastaClass, start_date: null, end_date: '2026-02-30' })).toEqual([
      'start_date:field_required',
      'end_date:field_date',
    ]);
  });
  it('takes weekdays 0 (Sunday) to 6 (Saturday) only', () => {
    expect(fields({ ...pastaClass, weekday: 0 })).toEqual([]);
    expect(fields({ ...pastaClass, weekday: 6 })).toEqual([]);
    expect(fields({ ...pastaClass, weekday: 7 })).toEqual(['weekday:ticket_time_weekday']);
    expect(fields({ ...pastaClass, weekday: 1.5 })).toEqual(['weekday:ticket_time_weekday']);
  });
  it('starts on a quarter hour: 18:15 yes, 18:10 and 24:00 no', () => {
    expect(fields({ ...pastaClass, time: '18:15' })).toEqual([]);
    expect(fields({ ...pastaClass, time: '18:10' })).toEqual(['time:ticket_time_time']);
    expect(fields({ ...pastaClass, time: '24:00' })).toEqual(['time:ticket_time_time']);
  });
  it('lasts longer than nothing: 00:00 and 2h30 are refused', () => {
    expect(fields({ ...pastaClass, duration: '00:05' })).toEqual([]);
    expect(fields({ ...pastaClass, duration: '00:00' })).toEqual(['duration:ticket_time_duration']);
    expect(fields({ ...pastaClass, duration: '2h30' })).toEqual(['duration:ticket_time_duration']);
  });
  it('has at least one place, or no cap', () => {
    expect(fields({ ...pastaClass, capacity: 1 })).toEqual([]);
    expect(fields({ ...pastaClass, capacity: 0 })).toEqual(['capacity:ticket_time_capacity']);
    expect(fields({ ...pastaClass, capacity: -3 })).toEqual(['capacity:ticket_time_capacity']);
  });
});
