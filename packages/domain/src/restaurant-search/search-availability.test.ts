import { describe, expect, it } from 'vitest';
import type { DeliveryCalendar } from '../delivery-time';
import { searchAvailability } from './search-availability';

// every day 11:00-22:00 in Berlin, 30 minutes' lead, two days ahead
const berlin: DeliveryCalendar = {
  zone: 'Europe/Berlin',
  windows: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday: weekday as 0,
    openAt: '11:00',
    closeAt: '22:00',
  })),
  closeTimes: [],
  leadMinutes: 30,
  availableDays: 2,
  closed: false,
};
/** An instant given as Berlin wall clock in winter (UTC+1). */
const winter = (iso: string) => Date.parse(`${iso}:00+01:00`);

describe('searchAvailability (issue 19)', () => {
  it('is open now inside a window, its next time the earliest slot after the lead minutes', () => {
    const result = searchAvailability(berlin, winter('2026-11-25T12:01'));
    expect(result?.status).toBe('open_now');
    expect(result?.nextTime).toMatchObject({ date: '2026-11-25', minutes: 12 * 60 + 45 });
    expect(result?.nextTimeMs).toBe(winter('2026-11-25T12:45'));
  });

  it('is later before opening, its next time the first slot of the day', () => {
    const result = searchAvailability(berlin, winter('2026-11-25T08:00'));
    expect(result?.status).toBe('later');
    expect(result?.nextTime).toMatchObject({ date: '2026-11-25', minutes: 11 * 60 });
  });

  it('is later after closing, its next time tomorrow', () => {
    const result = searchAvailability(berlin, winter('2026-11-25T22:00'));
    expect(result).toMatchObject({ status: 'later', nextTime: { date: '2026-11-26', minutes: 11 * 60 } });
  });

  it('stays open now at 21:50 though the lead minutes leave no slot today', () => {
    const result = searchAvailability(berlin, winter('2026-11-25T21:50'));
    expect(result?.status).toBe('open_now');
    expect(result?.nextTime).toMatchObject({ date: '2026-11-26', minutes: 11 * 60 });
  });

  it('is later with the closed switch on, from the next day', () => {
    const result = searchAvailability({ ...berlin, closed: true }, winter('2026-11-25T12:00'));
    expect(result).toMatchObject({ status: 'later', nextTime: { date: '2026-11-26', minutes: 11 * 60 } });
  });

  it('is nothing when a closure covers every available day', () => {
    const closeTimes = [{ startsAt: '2026-11-25T00:00', endsAt: '2026-11-28T23:59' }];
    expect(searchAvailability({ ...berlin, closeTimes }, winter('2026-11-25T12:00'))).toBeUndefined();
  });

  it('is nothing for a type without opening windows', () => {
    expect(searchAvailability({ ...berlin, windows: [] }, winter('2026-11-25T12:00'))).toBeUndefined();
  });
});
